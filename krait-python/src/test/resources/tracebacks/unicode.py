s = 'héllo'
n = len(s) + s
