print("before")
class K:
    print("in body")
    x = 1
    y = x + 1
    def m(self): return self.y
    for i in range(3):
        x += i
    del i
print("after", K.x, K.y, K().m(), hasattr(K, "i"))
