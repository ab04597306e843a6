class C:
    pass
c = C()
c.count += 1
