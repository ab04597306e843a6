s = None
x = s.split(
    ',')
