items = [1, 2]]
