# expect: 4:5: warning: name 'totl' is never assigned in the cell (a NameError if reached); did you mean 'total'?
total = 0
for x in [1, 2]:
    totl += x
