total = 0
total += 'a'
