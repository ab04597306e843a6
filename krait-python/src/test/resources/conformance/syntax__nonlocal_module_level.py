print("before")
nonlocal y
