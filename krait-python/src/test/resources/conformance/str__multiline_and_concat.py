s = """line1
    line2
line3"""
print(s)
print(len(s.splitlines()))
t = ("implicit "
     "concat "
     f"with {1 + 1}")
print(t)
u = '''single "quoted" triple'''
print(u)
print("""ends with quote\"""")
