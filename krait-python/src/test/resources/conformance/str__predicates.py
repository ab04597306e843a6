tests = ["abc", "ABC", "Abc", "123", "١٢٣", "12.5", "", " ", "\t\n", "abc123", "Hello World", "hello world", "_x1", "1x", "x y", "ⅷ", "²", "Ünïcode"]
for t in tests:
    print(repr(t), t.isalpha(), t.isdigit(), t.isdecimal(), t.isnumeric(), t.isalnum(), t.isspace(), t.isupper(), t.islower(), t.istitle(), t.isidentifier(), t.isascii(), t.isprintable())
