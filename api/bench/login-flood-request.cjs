// autocannon setupRequest for bench/login-flood.ts (a plain file: autocannon's worker requires it).
// Each request guesses a new wrong password; in the distributed mode it also comes from a new address.
let count = 0;
const distributed = process.env.FLOOD_MODE !== 'single';
const target = process.env.FLOOD_TARGET || 'dana.whitfield@example.com';

module.exports = function setupRequest(request) {
  count += 1;
  const address = distributed ? `10.${(count >> 16) & 255}.${(count >> 8) & 255}.${count & 255}` : '10.254.254.254';
  request.headers = { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': address };
  request.body = JSON.stringify({ username: target, password: `guess-${process.pid}-${count}` });
  return request;
};
