prices = {'a': 1.0}
qty = {'a': 2}
total = sum(prices[k] * qty[k] for k in ['a', 'b'])
