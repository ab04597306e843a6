for e in ['[].__str__(1)', '[].__repr__(1)', '[].__len__(1)', '[].__iter__(1)', '(1).__neg__(1)', '(1).__bool__(1)', '(1).__hash__(1)', '(1).__index__(1)','(1.0).__int__(1)','(1).__abs__(1)','(1).__invert__(1)', 'iter([]).__next__(1)', 'list.__len__()', '(1,).__eq__()', 'tuple.__new__(5)', 'tuple.__new__(str)', '[1].__str__()', '(5).__neg__()', "'ab'.__len__()"]:
    try:
        r = eval(e)
        print(e, 'ok', r)
    except TypeError as x:
        print(e, '->', x)
