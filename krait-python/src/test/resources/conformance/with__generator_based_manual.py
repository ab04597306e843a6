class Tag:
    depth = 0
    def __init__(self, name): self.name = name
    def __enter__(self):
        print("  " * Tag.depth + f"<{self.name}>")
        Tag.depth += 1
        return self
    def __exit__(self, *a):
        Tag.depth -= 1
        print("  " * Tag.depth + f"</{self.name}>")
with Tag("html"):
    with Tag("body"):
        with Tag("p"):
            print("  " * Tag.depth + "text")
