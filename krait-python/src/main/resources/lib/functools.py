# The method descriptors of functools, partialmethod and singledispatchmethod. FunctoolsModule
# (Java) makes the module, partial and singledispatch included, and runs this file into it the
# first time one of the two names is used. They are Python because what they hand out are
# real functions, which bind, carry names and __wrapped__, and stack with classmethod and
# staticmethod exactly as functions defined in a class body do.
from types import GenericAlias


def _check_callable(func):
    if not (callable(func) or hasattr(func, '__get__')):
        raise TypeError(f'{func!r} is not callable or a descriptor')


def _abstract(func):
    return getattr(func, '__isabstractmethod__', False)


class partialmethod:
    """partial for methods: the stored arguments come after self (or cls, for a classmethod)
    when the attribute is called through an instance or the class."""

    __class_getitem__ = classmethod(GenericAlias)

    def __init__(self, func, /, *args, **keywords):
        _check_callable(func)
        if isinstance(func, partialmethod):
            # partialmethod(partialmethod(f, 1), 2) stores f with (1, 2)
            func, args, keywords = func.func, func.args + args, {**func.keywords, **keywords}
        self.func, self.args, self.keywords = func, args, keywords

    def __repr__(self):
        cls = type(self)
        positional = ', '.join(repr(a) for a in self.args)
        named = ', '.join(f'{k}={v!r}' for k, v in self.keywords.items())
        return f'{cls.__module__}.{cls.__qualname__}({self.func!r}, {positional}, {named})'

    def __get__(self, obj, cls=None):
        binder = getattr(self.func, '__get__', None)
        if binder is not None:
            bound = binder(obj, cls)
            if bound is not self.func:
                # a method (or classmethod/staticmethod target) bound by the wrapped descriptor
                result = partial(bound, *self.args, **self.keywords)
                if hasattr(bound, '__self__'):
                    result.__self__ = bound.__self__
                return result
        # a plain function looked up on the class: a function that takes self first
        return self._as_function().__get__(obj, cls)

    def _as_function(self):
        def method(owner, /, *args, **keywords):
            return self.func(owner, *self.args, *args, **{**self.keywords, **keywords})
        method.__isabstractmethod__ = self.__isabstractmethod__
        method._partialmethod = self
        return method

    @property
    def __isabstractmethod__(self):
        return _abstract(self.func)


class singledispatchmethod:
    """singledispatch for methods: the implementation is chosen by the type of the first
    argument after self (or cls), and bound to the instance or class it is looked up on."""

    def __init__(self, func):
        _check_callable(func)
        self.func = func
        self.dispatcher = singledispatch(func)

    def register(self, cls, method=None):
        """Adds an implementation, as singledispatch's register does (also as a decorator)."""
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        def dispatching(*args, **kwargs):
            implementation = self.dispatcher.dispatch(args[0].__class__)
            return implementation.__get__(obj, cls)(*args, **kwargs)
        dispatching.__isabstractmethod__ = self.__isabstractmethod__
        dispatching.register = self.register
        update_wrapper(dispatching, self.func)
        return dispatching

    @property
    def __isabstractmethod__(self):
        return _abstract(self.func)
