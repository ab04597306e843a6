class C:
    x = 1 / 0
