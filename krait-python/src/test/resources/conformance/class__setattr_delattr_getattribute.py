class Logged:
    def __setattr__(self, name, value):
        print("set", name, value)
        super().__setattr__(name, value)
    def __delattr__(self, name):
        print("del", name)
        super().__delattr__(name)
l = Logged()
l.x = 1
l.y = [2]
del l.x
print(vars(l))
class Ro:
    def __getattribute__(self, name):
        if name == "secret":
            return "hidden"
        return object.__getattribute__(self, name)
r = Ro()
r.secret = "real"
r.other = 1
print(r.secret, r.other)
