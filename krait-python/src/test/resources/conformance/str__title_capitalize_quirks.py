print("hello world".title(), "they're bill's".title(), "hELLO".capitalize())
print("3rd place".title(), "don't-stop".title(), "ǆemal".title())
print("ŉ".upper(), len("ŉ".upper()), "ß".title())
print("a.b_c d".title(), "123abc".capitalize(), "".capitalize())
