try:
    int("x")
except ValueError:
    raise TypeError("conversion failed while handling")
