# expect: 2:5: warning: name 'lenn' is never assigned in the cell (a NameError if reached); did you mean 'len'?
n = lenn([1, 2, 3])
