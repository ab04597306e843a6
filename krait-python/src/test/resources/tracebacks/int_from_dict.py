rec = {'n': 'x1'}
count = int(rec['n']) + 1
