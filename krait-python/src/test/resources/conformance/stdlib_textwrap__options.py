import textwrap

text = ("The quick brown fox jumps over the lazy dog. Mr. Smith went to Washington. "
        "It was a well-known fact that state-of-the-art e-mail systems were over-engineered!  "
        "Really?  Yes.\tTabs\there and supercalifragilisticexpialidocious words.")
for width in (10, 25, 40):
    print(width, textwrap.wrap(text, width))
print(textwrap.wrap(text, 30, fix_sentence_endings=True))
print(textwrap.fill('Hello there. How are you? Fine!  Ok. "Quoted." (Paren.) e.g. x', 80, fix_sentence_endings=True))
print(textwrap.fill('a. b!c? d.\te', fix_sentence_endings=True))
print(textwrap.wrap(text, 20, break_long_words=False))
print(textwrap.wrap(text, 20, break_on_hyphens=False))
print(textwrap.wrap(text, 15, break_long_words=False, break_on_hyphens=False))
print(textwrap.wrap(text, 30, max_lines=3))
print(textwrap.wrap(text, 30, max_lines=2, placeholder=' [more]'))
print(textwrap.wrap('short', 30, max_lines=1), textwrap.wrap('one two three four', 9, max_lines=1))
try:
    textwrap.wrap(text, 10, max_lines=1, placeholder=' [truncated...]')
except ValueError as e:
    print('ValueError', e)
print(textwrap.wrap('\tindented\ttabs here', 20, tabsize=4), textwrap.wrap('\ta\tb', 40, tabsize=0), textwrap.wrap('a\tb', 40, expand_tabs=False))
print(textwrap.wrap('  lead  and   trail  ', 8, drop_whitespace=False))
print(textwrap.wrap('  lead  and   trail  ', 8))
print(textwrap.wrap('line\nbreaks\rand\x0bvt', 40), textwrap.wrap('line\nbreaks', 40, replace_whitespace=False))
print(textwrap.fill(text, 40, initial_indent='* ', subsequent_indent='  '))
print(textwrap.wrap('xxxxxxxxxx', 5, initial_indent='>>>>', subsequent_indent='..'))
for bad in [dict(width=0), dict(width=-1), dict(width=3, initial_indent='>>>', subsequent_indent='>>>')]:
    try:
        print(textwrap.wrap('hello world', **bad))
    except ValueError as e:
        print('ValueError', e)
print(textwrap.wrap('', 10), textwrap.wrap('   ', 10), textwrap.fill('', 10) == '')
print(textwrap.shorten('Hello  world!   How are you?', 12), textwrap.shorten('Hello world', 11), textwrap.shorten('Hello world', 10, placeholder='...'))
try:
    textwrap.shorten('Hello world', 3)
except ValueError as e:
    print('ValueError', e)
print(textwrap.indent('a\n\nb\n  c\n', '> '), textwrap.indent('a\n\nb\n', '+', lambda l: True), textwrap.indent('x\r\ny', '-'))
print(repr(textwrap.dedent('    a\n      b\n    c\n')), repr(textwrap.dedent('  a\n\tb\n')), repr(textwrap.dedent('\n   x\n  \n   y')))
print(repr(textwrap.dedent('  x\n   \n  y')), repr(textwrap.dedent('\t\ta\n\t b')), repr(textwrap.dedent('no indent\n  here')))
w = textwrap.TextWrapper(width=20, initial_indent='- ', subsequent_indent='  ', break_on_hyphens=True)
print(w.wrap('A long-winded sentence with many hyphenated-words in it.'), w.width, w.tabsize, w.placeholder, w.max_lines)
w.width = 12
print(w.fill('Changing attributes after construction works too.'))
print(textwrap.TextWrapper(width=10).wrap('x-ray-vision-goggles are great'), textwrap.wrap('--option-name value', 8))
print(textwrap.wrap('Hello, world! 你好世界 ünïcödé wörds', 10))
print(textwrap.wrap('a' * 25, 10), textwrap.wrap('aaa bbb' + ' ccc' * 5, 7, max_lines=3, placeholder='...'))
print(textwrap.wrap('word1. Word2. word3.', 8, fix_sentence_endings=True))
for s in ['End.\nNext', 'He said "Hi." Then left.', "It's 5 p.m. Now.", 'A. B', 'x.  y', 'ok!\tgo', 'é. Ça va', 'WORD. Up', 'ab." cd', "no.' ok"]:
    print(repr(textwrap.fill(s, 50, fix_sentence_endings=True)), textwrap.wrap(s, 4, fix_sentence_endings=True))
