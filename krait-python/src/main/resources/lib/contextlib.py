# The parts of contextlib written in Python; ContextlibModule (Java) makes the module, with
# contextmanager, suppress, closing and nullcontext, and runs this file into it the first time
# one of these names is used. Here: the ABCs, the decorator mixins, asynccontextmanager,
# aclosing, redirect_stdout/redirect_stderr, and the exit stacks.
#
# The two ABCs recognise any class with the right methods (isinstance(ExitStack(), ...) holds);
# the managers defined here do not inherit from them, so that using them does not cost the
# ABC machinery (abc's metaclass makes every class and instance dearer).
#
# An exit stack unwinds like nested `with` statements: callbacks run newest first; each sees the
# exception left by the ones after it (or none, once one of them suppressed it), and an exception
# a callback raises replaces the pending one, chained to it through __context__ exactly as the
# nested statements would chain it (see _Unwinding).
import sys
from abc import ABC, abstractmethod
from functools import wraps
from types import GenericAlias


def _provides(cls, names):
    # the structural test of the context manager ABCs: each name is found along the MRO and is
    # not None there (None is how a class declares it does not have it)
    for name in names:
        owner = next((k for k in cls.__mro__ if name in vars(k)), None)
        if owner is None or vars(owner)[name] is None:
            return NotImplemented
    return True


class AbstractContextManager(ABC):
    """Base (and structural ABC) of classes with __enter__ and __exit__."""

    __class_getitem__ = classmethod(GenericAlias)

    @classmethod
    def __subclasshook__(cls, C):
        return _provides(C, ('__enter__', '__exit__')) if cls is AbstractContextManager else NotImplemented

    def __enter__(self):
        return self

    @abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None


class AbstractAsyncContextManager(ABC):
    """Base (and structural ABC) of classes with __aenter__ and __aexit__."""

    __class_getitem__ = classmethod(GenericAlias)

    @classmethod
    def __subclasshook__(cls, C):
        if cls is not AbstractAsyncContextManager:
            return NotImplemented
        return _provides(C, ('__aenter__', '__aexit__'))

    async def __aenter__(self):
        return self

    @abstractmethod
    async def __aexit__(self, exc_type, exc_value, traceback):
        return None


class ContextDecorator:
    """Mixin letting a context manager decorate a function: each call runs inside `with`."""

    def __call__(self, func):
        @wraps(func)
        def run_inside(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return run_inside

    def _recreate_cm(self):
        # a manager that can only be used once returns a fresh copy of itself here
        return self


class AsyncContextDecorator:
    """The same for async context managers decorating coroutine functions."""

    def __call__(self, func):
        @wraps(func)
        async def run_inside(*args, **kwds):
            async with self._recreate_cm():
                return await func(*args, **kwds)
        return run_inside

    def _recreate_cm(self):
        return self


_EXHAUSTED = object()  # anext's default: the generator has nothing more


class _AsyncGeneratorContextManager(AsyncContextDecorator):
    """What an @asynccontextmanager function returns: its async generator drives enter and exit."""

    def __init__(self, func, args, kwds):
        self.func, self.args, self.kwds = func, args, kwds
        self.gen = func(*args, **kwds)
        own_doc = getattr(func, '__doc__', None)
        self.__doc__ = type(self).__doc__ if own_doc is None else own_doc

    def _recreate_cm(self):
        # as a decorator, every call gets a new generator from the same function and arguments
        return type(self)(self.func, self.args, self.kwds)

    async def __aenter__(self):
        del self.args, self.kwds, self.func  # entered once: the recipe is no longer needed
        yielded = await anext(self.gen, _EXHAUSTED)
        if yielded is _EXHAUSTED:
            raise RuntimeError("generator didn't yield") from None
        return yielded

    async def __aexit__(self, typ, value, traceback):
        if typ is None:
            # a clean exit: the generator must end at its next step
            if await anext(self.gen, _EXHAUSTED) is _EXHAUSTED:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            await self.gen.athrow(value)
        except StopAsyncIteration as stopped:
            # the generator finished: the exception was swallowed unless it was this very one
            return stopped is not value
        except BaseException as raised:
            if raised is value:
                return False  # the same exception came back out: not suppressed, re-raised by `with`
            # a StopIteration/StopAsyncIteration thrown in comes back wrapped in a RuntimeError
            wrapped = (isinstance(raised, RuntimeError) and raised.__cause__ is value
                       and isinstance(value, (StopIteration, StopAsyncIteration)))
            if wrapped:
                return False
            raise
        raise RuntimeError("generator didn't stop after athrow()")


def asynccontextmanager(func):
    """Makes an async generator function (one `yield`) into an async context manager factory."""
    @wraps(func)
    def make_manager(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    return make_manager


class aclosing:
    """`async with aclosing(agen) as g:` awaits g.aclose() on the way out."""

    def __init__(self, thing):
        self.thing = thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()

    async def __aenter__(self):
        return self.thing


class _RedirectStream:
    # replaces the sys attribute named by _stream for the duration; reentrant, since each
    # entry remembers what it replaced
    _stream = None

    def __init__(self, new_target):
        self._replaced = []
        self._new_target = new_target

    def __enter__(self):
        name = self._stream
        self._replaced.append(getattr(sys, name))
        setattr(sys, name, self._new_target)
        return self._new_target

    def __exit__(self, exc_type, exc, tb):
        setattr(sys, self._stream, self._replaced.pop())


class redirect_stdout(_RedirectStream):
    """Sends sys.stdout (and so print) to another file-like object for a while."""
    _stream = 'stdout'


class redirect_stderr(_RedirectStream):
    """Sends sys.stderr to another file-like object for a while."""
    _stream = 'stderr'


class _Unwinding:
    """The state of one unwinding of an exit stack: the exception (if any) that the next
    callback is handed, and whether it must be raised at the end."""

    def __init__(self, exc_details):
        self.received = exc_details[0] is not None
        self.details = exc_details
        self.suppressed = False
        self.must_raise = False
        # the exception being handled around the stack's exit, which nested `with` statements
        # would not see in the chain of a callback's exception (see failed)
        self.outer = sys.exc_info()[1]

    def suppress(self):
        # a callback returned true: the remaining ones see a clean exit
        self.suppressed = True
        self.must_raise = False
        self.details = (None, None, None)

    def failed(self, exc):
        # Python chained exc to the exception handled around the whole stack; with nested
        # statements its context would be the exception pending at this level instead
        pending = self.details[1]
        link = exc
        while True:
            ctx = link.__context__
            if ctx is None or ctx is pending:
                break
            if ctx is self.outer:
                link.__context__ = pending
                break
            link = ctx
        self.must_raise = True
        self.details = (type(exc), exc, None)  # no traceback objects in the sandbox

    def finish(self):
        if not self.must_raise:
            return self.received and self.suppressed
        exc = self.details[1]
        chained = exc.__context__
        try:
            raise exc
        except BaseException:
            exc.__context__ = chained  # raising it here must not re-chain it
            raise


class _ExitStackBase:
    # the callbacks, newest last, as (is_sync, callback taking (exc_type, exc, tb))

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        """Moves every callback to a new stack of the same type, which is returned."""
        moved = type(self)()
        moved._exit_callbacks, self._exit_callbacks = self._exit_callbacks, []
        return moved

    def push(self, exit):
        """Adds a context manager's __exit__ (without entering it) or an exit-like callable."""
        exit_method = getattr(type(exit), '__exit__', None)
        if exit_method is None:
            self._exit_callbacks.append((True, exit))
        else:
            self._push_exit_of(exit, exit_method, True)
        return exit

    def enter_context(self, cm):
        """Enters cm and pushes its __exit__; returns what __enter__ returned."""
        cls = type(cm)
        try:
            enter, exit_method = cls.__enter__, cls.__exit__
        except AttributeError:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                            "not support the context manager protocol") from None
        result = enter(cm)
        self._push_exit_of(cm, exit_method, True)
        return result

    def callback(self, callback, /, *args, **kwds):
        """Pushes callback(*args, **kwds), run at exit whatever happened (it cannot suppress)."""
        def call_it(exc_type, exc, tb):
            callback(*args, **kwds)
        call_it.__wrapped__ = callback
        self._exit_callbacks.append((True, call_it))
        return callback

    def _push_exit_of(self, cm, exit_method, is_sync):
        def exit_it(exc_type, exc, tb):
            return exit_method(cm, exc_type, exc, tb)
        self._exit_callbacks.append((is_sync, exit_it))


class ExitStack(_ExitStackBase):
    """A stack of exit callbacks and context managers, unwound when the `with` block ends (or on
    close()), so that a varying number of resources can be managed as one."""

    def __exit__(self, *exc_details):
        unwinding = _Unwinding(exc_details)
        while self._exit_callbacks:
            _, callback = self._exit_callbacks.pop()
            try:
                if callback(*unwinding.details):
                    unwinding.suppress()
            except BaseException as exc:
                unwinding.failed(exc)
        return unwinding.finish()

    def close(self):
        """Unwinds the stack now, as a clean exit from `with` would."""
        self.__exit__(None, None, None)

    def __enter__(self):
        return self


class AsyncExitStack(_ExitStackBase):
    """An ExitStack for `async with`: it also takes async context managers and coroutine
    callbacks, awaited in turn while unwinding."""

    async def __aenter__(self):
        return self

    async def enter_async_context(self, cm):
        """Awaits cm.__aenter__() and pushes its __aexit__; returns the entered value."""
        cls = type(cm)
        try:
            aenter, aexit = cls.__aenter__, cls.__aexit__
        except AttributeError:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                            "not support the asynchronous context manager protocol") from None
        result = await aenter(cm)
        self._push_exit_of(cm, aexit, False)
        return result

    def push_async_exit(self, exit):
        """Adds an async context manager's __aexit__, or a coroutine function taking exit's arguments."""
        aexit = getattr(type(exit), '__aexit__', None)
        if aexit is None:
            self._exit_callbacks.append((False, exit))
        else:
            self._push_exit_of(exit, aexit, False)
        return exit

    def push_async_callback(self, callback, /, *args, **kwds):
        """Pushes a coroutine function, awaited at exit as callback(*args, **kwds)."""
        async def await_it(exc_type, exc, tb):
            await callback(*args, **kwds)
        await_it.__wrapped__ = callback
        self._exit_callbacks.append((False, await_it))
        return callback

    async def aclose(self):
        """Unwinds the stack now."""
        await self.__aexit__(None, None, None)

    async def __aexit__(self, *exc_details):
        unwinding = _Unwinding(exc_details)
        while self._exit_callbacks:
            is_sync, callback = self._exit_callbacks.pop()
            try:
                result = callback(*unwinding.details)
                if not is_sync:
                    result = await result
                if result:
                    unwinding.suppress()
            except BaseException as exc:
                unwinding.failed(exc)
        return unwinding.finish()
