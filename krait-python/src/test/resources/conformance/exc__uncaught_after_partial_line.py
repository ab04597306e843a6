print("partial", end="")
raise ValueError("after partial output")
