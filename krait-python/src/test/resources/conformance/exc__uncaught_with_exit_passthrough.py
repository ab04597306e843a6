class Cm:
    def __enter__(self):
        print("enter")
    def __exit__(self, *a):
        print("exit, not suppressing")
with Cm():
    raise IndexError("from with body")
