def g(items):
    total = 0
    for it in items:
        total += it['price'] * it['qty']
    return total
g([{'price': 1}])
