class C: pass
c = C()
print(c.name.upper())
