// Swiper's modules in Jest: the Swiper double (src/ui/swiper.fixture.tsx) takes them as options and does nothing with them.
module.exports = { A11y: { name: 'a11y' }, Autoplay: { name: 'autoplay' } };
