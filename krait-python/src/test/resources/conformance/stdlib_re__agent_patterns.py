import re

text = """Contact: John Doe <john.doe@example.com>, jane_smith99@mail.co.uk; invalid@ x@y
Phones: +1 (555) 123-4567, 555.987.6543, 020 7946 0958
URLs: https://example.com/path?q=1&r=two#frag http://sub.domain.org. ftp://files.net/x.tar.gz
Dates: 2024-01-05, 05/01/2024, Jan 5, 2024, 2024-13-45
IPs: 192.168.1.1, 10.0.0.256, ::1
Money: $1,234.56 €99 USD 100.00 -$5
Hashtags: #python #re_module #100DaysOfCode @user_1
"""
emails = re.findall(r'[\w.+-]+@[\w-]+(?:\.[\w-]+)+', text)
print(emails)
print(re.findall(r'\+?\d{0,2}\s?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}', text))
print(re.findall(r'https?://[^\s,]+?(?=[.,]?(?:\s|$))', text))
print([m.groupdict() for m in re.finditer(r'(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})', text)])
print(re.findall(r'\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b', text))
print(re.findall(r'[$€]\s?-?\d{1,3}(?:,\d{3})*(?:\.\d+)?', text), re.findall(r'(?<![\w@])#(\w+)', text))
kv = 'name="Ann Lee" age=31 city=\'New York\' empty="" flag'
print(re.findall(r'(\w+)=(?:"([^"]*)"|\'([^\']*)\'|(\S+))', kv))
print({m['k']: m['v1'] or m['v2'] or m['v3'] for m in re.finditer(r'(?P<k>\w+)=(?:"(?P<v1>[^"]*)"|\'(?P<v2>[^\']*)\'|(?P<v3>\S+))', kv)})
# camel/snake conversions
def snake(s):
    s = re.sub(r'(.)([A-Z][a-z]+)', r'\1_\2', s)
    return re.sub(r'([a-z0-9])([A-Z])', r'\1_\2', s).lower()
print([snake(x) for x in ['CamelCase', 'getHTTPResponseCode', 'already_snake', 'ABC', 'version2Update']])
print(re.sub(r'_([a-z])', lambda m: m.group(1).upper(), 'make_it_camel_case'))
# whitespace normalisation, markdown-ish
md = "# Title\n\nSome **bold** and *italic* and `code`.\n\n- item one\n- item two\n\n[link](http://x.y/z)  \n"
print(re.sub(r'\s+', ' ', md).strip())
print(re.sub(r'\*\*(.+?)\*\*', r'<b>\1</b>', md).splitlines()[2])
print(re.findall(r'^- (.*)$', md, re.M), re.findall(r'\[([^\]]+)\]\(([^)]+)\)', md), re.findall(r'^#+\s*(.+)', md, re.M))
print(re.split(r'\n\s*\n', md.strip()))
# log parsing
log = '''127.0.0.1 - - [10/Oct/2023:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326 "-" "Mozilla/5.0"
10.1.1.9 - bob [10/Oct/2023:13:56:01 +0000] "POST /api/v1/items?id=7 HTTP/2.0" 201 512 "http://ref/" "curl/8.0"
bad line here
'''
pat = re.compile(r'^(?P<ip>\S+) \S+ (?P<user>\S+) \[(?P<ts>[^\]]+)\] "(?P<method>[A-Z]+) (?P<path>\S+) (?P<proto>[^"]+)" (?P<status>\d{3}) (?P<size>\d+|-)', re.M)
for m in pat.finditer(log):
    print(m.group('ip', 'method', 'status'), m.span('path'), m.lastgroup)
print(pat.search(log, 50).start(), len(pat.findall(log)), pat.match(log, 1))
counts = {}
for status in re.findall(r'" (\d{3}) ', log):
    counts[status] = counts.get(status, 0) + 1
print(counts)
# tricky semantics
print(re.findall(r'(a|ab)(c|bcd)(d*)', 'abcd'), re.match(r'(a+)+b', 'aaab').groups(), re.match(r'(?:(a)|b)*', 'ab').groups())
print(re.match(r'(a)*', 'aaa').group(1), re.match(r'(a*)*', 'b').group(1), re.match(r'(a*)+', 'b').groups())
print(re.sub(r'(a)|b', r'[\1]', 'ab'), re.sub('(?:)', '|', 'ab'), re.sub(r'\b', '|', 'hi there'))
print(re.findall(r'\d*', 'a12b'), re.split(r'(\d*)', 'a12b'), re.sub(r'\d*', 'X', 'a12b'))
print(re.match(r'^$', ''), re.match(r'^$', '\n'), re.search(r'^$', '\n', re.M), re.findall(r'^', 'a\nb\n', re.M))
print(re.match(r'.*', 'a\nb').group(), re.match(r'(?s).*', 'a\nb').group(), re.findall(r'.', '\r\n\t'))
print(re.search(r'[^a]', '\n'), re.findall(r'[\s\S]', 'x\ny'), re.findall(r'[.]', 'a.b'), re.findall(r'[]a]', ']a'), re.findall(r'[^]]', ']x'))
print(re.findall(r'[a\-z]', 'a-z b'), re.findall(r'[\w-]+', 'foo-bar baz'), re.findall(r'[-\w]+', 'x-y'), re.findall('[a-c-e]', 'b-d'))
print(re.match(r'\x41\u00e9\U0001F600\N{BULLET}\0\101', 'Aé😀•\x00A'), re.match(r'[\x41-\x43]+', 'ABCD').group())
print(re.fullmatch(r'(?i)[a-z]+', 'HeLLo'), re.match(r'(?i)[^a-z]', 'A'), re.findall(r'(?i)é', 'ÉéE'))
print(re.match(r'a{,2}', 'aaa').group(), re.match(r'a{2,}', 'aaaa').group(), re.match(r'a{0}', 'a').group(), re.match(r'a{1,3}?', 'aaa').group())
print(re.findall(r'a{,}', 'aa{,}'), re.findall(r'x{2', 'x{2'))
for p in [r'{1,2}', r'a{1,2}{3}', r'x{}', r'(?:)*', r'\b*']:
    try:
        print(p, re.findall(p, 'a{1,2}x{}'))
    except re.error as e:
        print(p, e)
print(re.compile(r'(?x) a # c \n b').pattern, re.compile(r'(?x) a # c \n b').match('ab'))
print(re.escape('https://a.b/c?d=e'), re.sub(re.escape('1+1'), '2', 'is 1+1?'))
