print(repr("it's"), repr('say "hi"'), repr("both ' and \""))
print(repr("tab\there"), repr("nl\n"), repr("\x00\x07\x1b\x7f"), repr("back\\slash"))
print(repr("é😀\u200b\xa0"), ascii("é😀\u200b"))
print("\x41\u0042\U00000043\N{LATIN SMALL LETTER D}", "\101\102")
print(r"raw\n\t", len(r"\n"), "\
continued")
print(repr("\r\x0c\x0b"), repr("\ud7ff"))
