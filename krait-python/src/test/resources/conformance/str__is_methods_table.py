tests = ["", "abc", "ABC", "123", "½", "٣", "abc123", " ", "\t\n", "a b", "Ab", "_x", "x1", "1x", "²", "ⅷ"]
for t in tests:
    print(repr(t), t.isalpha(), t.isdigit(), t.isdecimal(), t.isnumeric(), t.isalnum(), t.isspace(), t.isidentifier(), t.isprintable())
