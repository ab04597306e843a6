# inspect, the Python half: Signature, Parameter and BoundArguments, signature() for every kind
# of callable a cell can hold, and the small documentation and attribute helpers. The predicates
# (iscoroutinefunction, isclass, ...) and the reading of a function's parameter names out of its
# code object are Java (stdlib/InspectModule), which runs this file into the module the first time
# one of these names is used. Nothing here reaches frames or source code: Krait exposes neither.

import enum
import re
import types

_PARTS = _signature_parts          # defined by the Java half: a function's parameter names


class _empty:
    """Marks a parameter without a default or annotation, or a signature without a return annotation."""


class _Unset:
    """Marks an argument of replace() that was not given (None is a valid default)."""


class _ParameterKind(enum.IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self._name_

    @property
    def description(self):
        return _KIND_WORDS[self._value_]


_KIND_WORDS = ("positional-only", "positional or keyword", "variadic positional",
               "keyword-only", "variadic keyword")
_POS_ONLY, _POS_OR_KW, _VAR_POS, _KW_ONLY, _VAR_KW = list(_ParameterKind)
_TAKES_POSITIONAL = (_POS_ONLY, _POS_OR_KW)
# Python's reserved words, which cannot name a parameter (Krait has no keyword module)
_KEYWORDS = frozenset("""False None True and as assert async await break class continue def del elif else
    except finally for from global if import in is lambda nonlocal not or pass raise return try while
    with yield""".split())


def formatannotation(annotation, base_module=None):
    """How a signature prints an annotation: classes by (qualified) name, typing forms without 'typing.'."""
    if getattr(annotation, "__module__", None) == "typing":
        return re.sub(r"[\w\.]+", lambda m: m.group().removeprefix("typing."), repr(annotation))
    if isinstance(annotation, types.GenericAlias):
        return f"{annotation}"
    if isinstance(annotation, type):
        module = annotation.__module__
        return annotation.__qualname__ if module in ("builtins", base_module) else module + "." + annotation.__qualname__
    return repr(annotation)


class Parameter:
    """One parameter of a signature: its name, kind, default and annotation (immutable)."""

    __slots__ = ("_name", "_kind", "_default", "_annotation")
    empty = _empty

    POSITIONAL_ONLY = _POS_ONLY
    POSITIONAL_OR_KEYWORD = _POS_OR_KW
    VAR_POSITIONAL = _VAR_POS
    KEYWORD_ONLY = _KW_ONLY
    VAR_KEYWORD = _VAR_KW

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError(f"value {kind!r} is not a valid Parameter.kind")
        self._kind = kind
        if default is not _empty and self._kind in (_VAR_POS, _VAR_KW):
            raise ValueError(f"{self._kind.description} parameters cannot have default values")
        self._default = default
        self._annotation = annotation
        if not isinstance(name, str):
            raise TypeError(f"name must be a str, not a {type(name).__name__}")
        if not name.isidentifier() or (name in _KEYWORDS and self._kind is not _POS_ONLY):
            raise ValueError(f"{name!r} is not a valid parameter name")
        self._name = name

    name = property(lambda self: self._name)
    kind = property(lambda self: self._kind)
    default = property(lambda self: self._default)
    annotation = property(lambda self: self._annotation)

    def replace(self, *, name=_Unset, kind=_Unset, default=_Unset, annotation=_Unset):
        """A copy with the given fields changed."""
        keep = lambda new, old: old if new is _Unset else new
        return type(self)(keep(name, self._name), keep(kind, self._kind),
                          default=keep(default, self._default), annotation=keep(annotation, self._annotation))

    def __str__(self):
        text = self._name
        annotated = self._annotation is not _empty
        if annotated:
            text += ": " + formatannotation(self._annotation)
        if self._default is not _empty:
            text += (" = " if annotated else "=") + repr(self._default)
        stars = {_VAR_POS: "*", _VAR_KW: "**"}.get(self._kind, "")
        return stars + text

    def __repr__(self):
        return f'<{type(self).__name__} "{self}">'

    def _fields(self):
        return self._name, self._kind, self._default, self._annotation

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))

    def __eq__(self, other):
        if not isinstance(other, Parameter):
            return NotImplemented
        return self is other or self._fields() == other._fields()


class BoundArguments:
    """The result of Signature.bind(): which value went to which parameter."""

    __slots__ = ("arguments", "_signature", "__weakref__")

    def __init__(self, signature, arguments):
        self._signature = signature
        self.arguments = arguments

    signature = property(lambda self: self._signature)

    def _split(self):
        """Parameters that can be passed positionally (a leading run of bound ones), and the rest."""
        params = list(self._signature.parameters.values())
        run = 0
        while (run < len(params) and params[run].kind not in (_KW_ONLY, _VAR_KW)
               and params[run].name in self.arguments):
            run += 1
        return params[:run], params[run:]

    @property
    def args(self):
        values = []
        for param in self._split()[0]:
            value = self.arguments[param.name]
            if param.kind is _VAR_POS:
                values.extend(value)
            else:
                values.append(value)
        return tuple(values)

    @property
    def kwargs(self):
        result = {}
        for param in self._split()[1]:
            if param.name not in self.arguments:
                continue
            value = self.arguments[param.name]
            if param.kind is _VAR_KW:
                result.update(value)
            else:
                result[param.name] = value
        return result

    def apply_defaults(self):
        """Adds the defaults of parameters left unbound (and () / {} for *args / **kwargs)."""
        filled = {}
        for name, param in self._signature.parameters.items():
            if name in self.arguments:
                filled[name] = self.arguments[name]
            elif param.default is not _empty:
                filled[name] = param.default
            elif param.kind is _VAR_POS:
                filled[name] = ()
            elif param.kind is _VAR_KW:
                filled[name] = {}
        self.arguments = filled

    def __eq__(self, other):
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self is other or (self.signature == other.signature and self.arguments == other.arguments)

    def __repr__(self):
        pairs = ", ".join(f"{name}={value!r}" for name, value in self.arguments.items())
        return f"<{type(self).__name__} ({pairs})>"


class Signature:
    """The parameters of a callable, in order, and its return annotation (immutable)."""

    __slots__ = ("_return_annotation", "_parameters")

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        from collections import OrderedDict
        table = OrderedDict()
        highest = _POS_ONLY
        defaulted = False
        for param in parameters or ():
            if __validate_parameters__:
                if param.kind < highest:
                    raise ValueError(f"wrong parameter order: {highest.description} parameter before "
                                     f"{param.kind.description} parameter")
                highest = param.kind
                if param.kind in _TAKES_POSITIONAL:
                    if param.default is not _empty:
                        defaulted = True
                    elif defaulted:
                        raise ValueError("non-default argument follows default argument")
            if param.name in table:
                raise ValueError(f"duplicate parameter name: {param.name!r}")
            table[param.name] = param
        self._parameters = types.MappingProxyType(table)
        self._return_annotation = return_annotation

    parameters = property(lambda self: self._parameters)
    return_annotation = property(lambda self: self._return_annotation)

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
        return signature(obj, follow_wrapped=follow_wrapped)

    def replace(self, *, parameters=_Unset, return_annotation=_Unset):
        return type(self)(self._parameters.values() if parameters is _Unset else parameters,
                          return_annotation=self._return_annotation if return_annotation is _Unset
                          else return_annotation)

    def _identity(self):
        # keyword-only parameters may come in any order without changing the signature
        ordered = tuple(p for p in self._parameters.values() if p.kind is not _KW_ONLY)
        by_name = {p.name: p for p in self._parameters.values() if p.kind is _KW_ONLY}
        return ordered, by_name, self._return_annotation

    def __hash__(self):
        ordered, by_name, returns = self._identity()
        return hash((ordered, frozenset(by_name.values()), returns))

    def __eq__(self, other):
        if not isinstance(other, Signature):
            return NotImplemented
        return self is other or self._identity() == other._identity()

    def bind(self, /, *args, **kwargs):
        """Maps the arguments to parameters as a call would; TypeError where the call would fail."""
        return self._bind(args, kwargs, False)

    def bind_partial(self, /, *args, **kwargs):
        """bind() that lets required parameters go unbound."""
        return self._bind(args, kwargs, True)

    def _bind(self, args, kwargs, partial):
        bound = {}
        params = list(self._parameters.values())
        used = 0                         # parameters filled from args
        for position, value in enumerate(args):
            if used == len(params) or params[used].kind in (_KW_ONLY, _VAR_KW):
                raise TypeError("too many positional arguments") from None
            param = params[used]
            used += 1
            if param.kind is _VAR_POS:
                bound[param.name] = tuple(args[position:])
                break
            if param.kind is _POS_OR_KW and param.name in kwargs:
                raise TypeError(f"multiple values for argument {param.name!r}") from None
            bound[param.name] = value
        else:
            # the arguments ran out: the first parameter not reached says whether that is an error
            if used < len(params):
                first = params[used]
                if first.kind is _VAR_POS:
                    used += 1
                elif first.name in kwargs:
                    if first.kind is _POS_ONLY:
                        raise TypeError(_positional_only_message(first.name)) from None
                elif first.kind is not _VAR_KW and first.default is _empty and not partial:
                    raise TypeError(f"missing a required argument: {first.name!r}") from None
        var_keyword = None
        for param in params[used:]:
            if param.kind is _VAR_KW:
                var_keyword = param
            elif param.kind is _VAR_POS:
                pass
            elif param.name in kwargs:
                if param.kind is _POS_ONLY:
                    raise TypeError(_positional_only_message(param.name))
                bound[param.name] = kwargs.pop(param.name)
            elif param.default is _empty and not partial:
                raise TypeError(f"missing a required argument: {param.name!r}") from None
        if kwargs:
            if var_keyword is None:
                raise TypeError(f"got an unexpected keyword argument {next(iter(kwargs))!r}")
            bound[var_keyword.name] = kwargs
        return BoundArguments(self, bound)

    def __str__(self):
        pieces = []
        slash_pending = False        # positional-only parameters end with a '/'
        star_needed = True           # keyword-only ones start after a '*' unless *args came first
        for param in self._parameters.values():
            if param.kind is _POS_ONLY:
                slash_pending = True
            elif slash_pending:
                pieces.append("/")
                slash_pending = False
            if param.kind is _VAR_POS:
                star_needed = False
            elif param.kind is _KW_ONLY and star_needed:
                pieces.append("*")
                star_needed = False
            pieces.append(str(param))
        if slash_pending:
            pieces.append("/")
        text = "(" + ", ".join(pieces) + ")"
        if self._return_annotation is not _empty:
            text += " -> " + formatannotation(self._return_annotation)
        return text

    def __repr__(self):
        return f"<{type(self).__name__} {self}>"


def _positional_only_message(name):
    return f"{name!r} parameter is positional only, but was passed as a keyword"


# ---------------------------------------------------------------- signature()

def unwrap(func, *, stop=None):
    """Follows __wrapped__ (set by functools.wraps) to the innermost function."""
    seen = {id(func)}
    current = func
    while hasattr(current, "__wrapped__") and not (stop is not None and stop(current)):
        current = current.__wrapped__
        if id(current) in seen or len(seen) >= 100:
            raise ValueError(f"wrapper loop when unwrapping {func!r}")
        seen.add(id(current))
    return current


def _of_function(func):
    """The signature of a Python function, from its code's parameter names and its defaults."""
    posonly, positional, star, kwonly, starstar = _PARTS(func)
    notes = func.__annotations__
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    ordered = list(posonly) + list(positional)
    first_defaulted = len(ordered) - len(defaults)
    params = []

    def add(name, kind, default=_empty):
        params.append(Parameter(name, kind, default=default, annotation=notes.get(name, _empty)))

    for i, name in enumerate(ordered):
        add(name, _POS_ONLY if i < len(posonly) else _POS_OR_KW,
            defaults[i - first_defaulted] if i >= first_defaulted else _empty)
    if star is not None:
        add(star, _VAR_POS)
    for name in kwonly:
        add(name, _KW_ONLY, kwdefaults.get(name, _empty))
    if starstar is not None:
        add(starstar, _VAR_KW)
    return Signature(params, return_annotation=notes.get("return", _empty), __validate_parameters__=False)


def _without_first(sig):
    """A method's signature once bound: the first parameter (self) is supplied."""
    params = list(sig.parameters.values())
    if not params or params[0].kind is _VAR_POS:
        return sig
    if params[0].kind in (_KW_ONLY, _VAR_KW):
        raise ValueError("invalid method signature")
    return sig.replace(parameters=params[1:])


def _of_partial(sig, part):
    """What is left of sig once a functools.partial has supplied its arguments."""
    try:
        given = sig.bind_partial(*part.args, **part.keywords)
    except TypeError as error:
        raise ValueError(f"partial object {part!r} has incorrect arguments") from error
    kept = []
    moved = []       # keyword-bound and later parameters become keyword-only, after the rest
    keywords_seen = False
    for param in sig.parameters.values():
        if param.name in given.arguments:
            value = given.arguments[param.name]
            if param.kind is _POS_ONLY or (param.kind is _POS_OR_KW and param.name not in part.keywords):
                continue
            if param.kind is _POS_OR_KW:
                keywords_seen = True
            if param.kind in (_POS_OR_KW, _KW_ONLY):
                param = param.replace(default=value)
        if keywords_seen:
            if param.kind is _POS_OR_KW:
                moved.append(param.replace(kind=_KW_ONLY))
            elif param.kind in (_KW_ONLY, _VAR_KW):
                moved.append(param)
            # a *args after a keyword-bound parameter can no longer receive anything
            continue
        kept.append(param)
    return sig.replace(parameters=kept + moved)


def _user_method(owner, name):
    """owner.name unless it is a builtin slot (object.__init__, type.__call__, ...)."""
    method = getattr(owner, name, None)
    if method is None or type(method).__name__ in ("builtin_function_or_method", "method-wrapper",
                                                   "wrapper_descriptor", "method_descriptor"):
        return None
    return method


def _of_class(cls):
    if cls is type:
        raise ValueError(f"no signature found for builtin {cls!r}")
    call = _user_method(type(cls), "__call__")
    if call is not None:
        return _without_first(_of(call, True))
    new, init = _user_method(cls, "__new__"), _user_method(cls, "__init__")
    for base in cls.__mro__:
        # the class nearest in the MRO that defines __new__ or __init__ decides
        if new is not None and "__new__" in base.__dict__:
            return _without_first(_of(new, True))
        if "__init__" in base.__dict__:
            if init is not None:
                return _without_first(_of(init, True))
            if "__dataclass_fields__" in base.__dict__:
                return _of_dataclass(base.__dataclass_fields__)
    if type not in cls.__mro__ and cls.__init__ is object.__init__ and cls.__new__ is object.__new__:
        return Signature()
    raise ValueError(f"no signature found for builtin type {cls!r}")


class _FactoryDefault:
    def __repr__(self):
        return "<factory>"


def _of_dataclass(fields):
    """A dataclass's generated __init__ (Krait builds it in Java): one parameter per init field."""
    import dataclasses
    params = []
    for f in fields.values():
        if not f.init or str(f._field_type) == "_FIELD_CLASSVAR":
            continue
        if f.default is not dataclasses.MISSING:
            default = f.default
        elif f.default_factory is not dataclasses.MISSING:
            default = _FactoryDefault()
        else:
            default = _empty
        params.append(Parameter(f.name, _KW_ONLY if f.kw_only else _POS_OR_KW, default=default,
                                annotation=f.type))
    params.sort(key=lambda p: p.kind is _KW_ONLY)
    return Signature(params, return_annotation=None)


def _of(obj, follow_wrapped):
    if not callable(obj):
        raise TypeError(f"{obj!r} is not a callable object")
    if isinstance(obj, types.MethodType):
        return _without_first(_of(obj.__func__, follow_wrapped))
    if follow_wrapped:
        obj = unwrap(obj, stop=lambda f: hasattr(f, "__signature__"))
        if isinstance(obj, types.MethodType):
            return _of(obj, follow_wrapped)
    given = getattr(obj, "__signature__", None)
    if given is not None:
        if not isinstance(given, Signature):
            raise TypeError(f"unexpected object {given!r} in __signature__ attribute")
        return given
    if _PARTS(obj) is not None:
        return _of_function(obj)
    if type(obj).__name__ == "partial":
        return _of_partial(_of(obj.func, follow_wrapped), obj)
    if isinstance(obj, type):
        return _of_class(obj)
    if type(obj).__name__ in ("builtin_function_or_method", "method_descriptor", "wrapper_descriptor",
                              "method-wrapper", "classmethod_descriptor"):
        raise ValueError(f"no signature found for builtin {obj!r}")
    call = _user_method(type(obj), "__call__")
    if call is not None:
        try:
            return _without_first(_of(call, follow_wrapped))
        except ValueError as error:
            raise ValueError(f"no signature found for {obj!r}") from error
    raise ValueError(f"callable {obj!r} is not supported by signature")


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    """The Signature of any callable: function, method, class, partial, callable instance."""
    return _of(obj, follow_wrapped)


# ---------------------------------------------------------------- documentation and members

def cleandoc(doc):
    """A docstring without its first line's leading blanks and the common indentation of the others."""
    try:
        lines = doc.expandtabs().split("\n")
    except UnicodeError:
        return None
    indents = [len(line) - len(line.lstrip()) for line in lines[1:] if line.strip()]
    margin = min(indents) if indents else 0
    lines = [lines[0].lstrip()] + [line[margin:] for line in lines[1:]]
    filled = [i for i, line in enumerate(lines) if line]   # blank lines around the text are dropped
    return "\n".join(lines[filled[0]:filled[-1] + 1]) if filled else ""


def getdoc(object):
    """The object's cleaned docstring; a class without one inherits its nearest base's."""
    doc = getattr(object, "__doc__", None)
    if doc is None and isinstance(object, type):
        doc = next((base.__doc__ for base in object.__mro__[1:-1] if base.__doc__ is not None), None)
    if doc is None and ismethod(object):
        # a bound method without a docstring shows the one of the method it overrides
        owner = object.__self__ if isclass(object.__self__) else type(object.__self__)
        name = object.__func__.__name__
        for base in owner.__mro__:
            found = base.__dict__.get(name)
            if found is not None and found is not object.__func__:
                doc = getattr(found, "__doc__", None)
                if doc is not None:
                    break
    return cleandoc(doc) if isinstance(doc, str) else None


def getmembers(object, predicate=None):
    """(name, value) of every attribute dir() lists and getattr() can read, sorted by name."""
    found = []
    for name in dir(object):
        try:
            value = getattr(object, name)
        except AttributeError:
            continue
        if predicate is None or predicate(value):
            found.append((name, value))
    found.sort(key=lambda item: item[0])
    return found


def getmodule(object, _filename=None):
    import sys
    if isinstance(object, types.ModuleType):
        return object
    module = getattr(object, "__module__", None)
    return sys.modules.get(module) if module else None


def _plain_callable(object):
    return isinstance(object, type) or type(object).__name__ in ("function", "method")


def isdatadescriptor(object):
    """Whether object's type defines __set__ or __delete__ (property, slots, ...)."""
    if _plain_callable(object):
        return False
    return hasattr(type(object), "__set__") or hasattr(type(object), "__delete__")


def ismethoddescriptor(object):
    """Whether object's type defines __get__ but not __set__ (classmethod, builtin methods, ...)."""
    if _plain_callable(object):
        return False
    return hasattr(type(object), "__get__") and not hasattr(type(object), "__set__")


def getattr_static(obj, attr, default=_empty):
    """The attribute as stored, in the instance or along the MRO, without running descriptors.
    A data descriptor found on the class wins over the instance's own value, as in a real lookup."""
    def along(classes):
        for klass in classes:
            namespace = getattr(klass, "__dict__", {})
            if attr in namespace:
                return namespace[attr]
        return _empty

    if isinstance(obj, type):
        found = along(obj.__mro__)
        if found is _empty:
            found = along(type(obj).__mro__)
    else:
        in_class = along(type(obj).__mro__)
        own = getattr(obj, "__dict__", None)
        in_instance = own[attr] if isinstance(own, dict) and attr in own else _empty
        wins = in_class is not _empty and isdatadescriptor(in_class)
        found = in_class if wins or in_instance is _empty else in_instance
    if found is not _empty:
        return found
    if default is not _empty:
        return default
    raise AttributeError(attr)


del enum
