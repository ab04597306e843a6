tags = ["a", "b"]
tags.remove("a")
print(tags)
tags.remove("z")
