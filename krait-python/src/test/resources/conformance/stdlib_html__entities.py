import html
print(html.escape('<a href="x">Tom & Jerry\'s</a>'), html.escape('<"\'>', quote=False), html.escape(''))
for s in ['&lt;&gt;&amp;&quot;&#39;', '&amp;amp;', '&#65;&#x42;&#X43;&#0067;', '&copy; &COPY; &copy &copyx &notit; &notin; &not',
          '&#0; &#x110000; &#xD800; &#128; &#x81; &#150; &#1114111;', '&nbsp;|&NonBreakingSpace;|&hellip;|&mdash;|&euro;',
          '&;&#;&#x;&# 65;&#65abc&#x41g', '&AMP &LT &GT &QUOT', 'no entities', '&eacute;&Eacute;&auml;&szlig;&ntilde;',
          '&lt', '&lt;&lt', 'a&b', '&#9731; &#x1F600; &frac12; &rarr; &larr; &hearts;', '&ampersand &lang; &rang;',
          '&#x7f;&#x9f;&#13;&#11;&#xfffe;&#xFFFF;', '&Alpha;&alpha;&Omega;&pi;&times;&divide;&deg;&plusmn;',
          '&apos;&sup2;&micro;&para;&middot;&laquo;&raquo;&iexcl;&iquest;']:
    print(repr(html.unescape(s)))
text = '<p class="note">Price: 5 &lt; 10 &amp;&amp; "quoted" &copy; 2024</p>'
print(html.unescape(html.escape(text)) == text, html.escape(html.unescape(text)))
print(len(html.entities.html5), html.entities.name2codepoint['amp'], html.entities.codepoint2name[233], html.entities.html5['gt;'])
print(html.entities.entitydefs['nbsp'] == '\xa0', 'lt' in html.entities.name2codepoint)
import html.entities as he
from html.entities import name2codepoint, html5
print(he is html.entities, list(name2codepoint)[:5], list(html5)[:4], len(he.codepoint2name), len(he.entitydefs))
