a = None
ok = a and a.x or a.y
