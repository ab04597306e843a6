def compute():
    return undefined_helper(3)
print("start")
compute()
