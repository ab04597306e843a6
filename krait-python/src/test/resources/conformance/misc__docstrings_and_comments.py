def f():
    """Function docstring."""
    # a comment
    return 1  # trailing comment
class C:
    """Class docstring."""
    def m(self):
        '''Method doc.'''
print(f.__doc__, C.__doc__, C.m.__doc__, f())
def no_doc():
    x = "not a docstring"
    return x
print(no_doc.__doc__)
