print(__name__)
if __name__ == "__main__":
    print("running as main")
print(type(__builtins__).__name__ in ("module", "dict"))
print(len.__name__, abs(-1))
