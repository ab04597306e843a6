class Fails:
    def __enter__(self): raise ValueError("enter failed")
    def __exit__(self, *a):
        print("exit should not run")
class Ok:
    def __enter__(self):
        print("ok enter")
    def __exit__(self, *a):
        print("ok exit")
try:
    with Ok(), Fails():
        print("body not run")
except ValueError as e:
    print("caught", e)
try:
    with 5:
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
