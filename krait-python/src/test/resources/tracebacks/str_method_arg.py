s = 'abc'
n = s.index('z')
