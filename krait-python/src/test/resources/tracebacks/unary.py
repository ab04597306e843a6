x = 'a'
y = -x
