# pydoc for the sandbox: help() renders an object's documentation as plain text, laid out as
# CPython's text documentation is (the same headings, indentation and section order, checked
# against python3 by the conformance cases), and prints it: a cell has no pager and no terminal.
# There is no interactive help, no topic index and no source lookup (the sandbox has no files).
# A tool of the host is a builtin to Python; it documents itself through the stub the host gave
# (its __wrapped__ is the stub's function), so help(tools.x) reads like help of that async def.

import builtins
import inspect

__all__ = ['help', 'render_doc', 'getdoc', 'plain', 'describe']

_RULE = '-' * 70


def getdoc(obj):
    """The object's docstring, cleaned of indentation, or '' when it has none."""
    doc = inspect.getdoc(obj)
    return doc or ''


def plain(text):
    """Text documentation is already plain; kept for callers of CPython's pydoc.plain."""
    return text


def _indent(text, prefix='    '):
    if not text:
        return ''
    lines = [prefix + line for line in text.split('\n')]
    lines[-1] = lines[-1].rstrip()
    return '\n'.join(lines)


def _module_of(obj):
    module = getattr(obj, '__module__', None)
    return module if isinstance(module, str) else None


def _class_name(cls, context_module=None):
    module = getattr(cls, '__module__', None)
    if module in (None, context_module):
        return cls.__qualname__
    return module + '.' + cls.__qualname__


def describe(obj):
    """A short phrase naming what obj is ('function f', 'class C', 'module m'), as help's title uses."""
    if inspect.ismodule(obj):
        return ('built-in module ' if _module_of(obj) is None and obj.__name__ in ('sys', 'builtins')
                else 'module ') + obj.__name__
    if inspect.isclass(obj):
        return 'class ' + obj.__name__
    if inspect.ismethod(obj):
        return 'method ' + obj.__func__.__name__
    if inspect.isbuiltin(obj):
        if getattr(obj, '__self__', None) is not None and not inspect.ismodule(obj.__self__):
            return 'built-in method ' + obj.__name__
        return 'built-in function ' + obj.__name__
    if inspect.isfunction(obj):
        return 'function ' + obj.__name__
    if isinstance(obj, property):
        return 'property'
    return type(obj).__name__ + ' object'


def _signature_text(obj):
    try:
        return str(inspect.signature(obj))
    except (ValueError, TypeError):
        return '(...)'


def _inherited_doc(cls, name, target):
    """A method without a docstring shows the one of the method it overrides, as inspect.getdoc does."""
    if getdoc(target):
        return None
    for base in cls.__mro__[1:]:
        if base is not builtins.object and name in base.__dict__:
            doc = getdoc(base.__dict__[name])
            if doc:
                return doc
    return None


def _routine(obj, name=None, owner=None, context=None, doc=None):
    """One function, method or builtin: its declaration line and its indented docstring. In a
    class's listing (owner given) a method bound to something other than the owner says where it
    comes from; outside one, a bound method names the instance it is bound to."""
    realname = obj.__name__
    name = name or realname
    note = ''
    func = obj
    if inspect.ismethod(obj):
        bound_to = type(obj.__self__)
        func = obj.__func__
        if owner is not None:
            if bound_to is not owner:
                note = ' from ' + _class_name(bound_to, context)
        else:
            note = ' method of %s instance' % _class_name(bound_to, context)
    title = realname if name == realname else name + ' = ' + realname
    signature = _signature_text(obj)
    if realname == '<lambda>' and signature != '(...)':
        title = name + ' lambda '
        signature = signature[1:-1]
    qualifier = 'async ' if inspect.iscoroutinefunction(func) else ''
    doc = doc or getdoc(obj)
    return qualifier + title + signature + note + '\n' + (_indent(doc) + '\n' if doc else '')


def _stub_of(obj):
    """The stub function documenting a host function (a tool), or None."""
    return getattr(obj, '__wrapped__', None) if inspect.isbuiltin(obj) else None


def _data(name, value):
    return name + ' = ' + _short_repr(value) + '\n'


def _short_repr(value):
    text = repr(value)
    if len(text) > 80:
        text = text[:38] + '...' + text[-39:]
    return text


def _descriptor(name, value):
    doc = getdoc(value)
    return name + '\n' + (_indent(doc) + '\n' if doc else '')


def _kind(cls, name, value):
    if isinstance(value, staticmethod):
        return 'static method'
    if isinstance(value, classmethod):
        return 'class method'
    if isinstance(value, property):
        return 'readonly property' if value.fset is None and value.fdel is None else 'data descriptor'
    if inspect.isroutine(value):
        return 'method'
    if inspect.isdatadescriptor(value):
        return 'data descriptor'
    return 'data'


_SECTIONS = [
    ('method', 'Methods'),
    ('class method', 'Class methods'),
    ('static method', 'Static methods'),
    ('readonly property', 'Readonly properties'),
    ('data descriptor', 'Data descriptors'),
    ('data', 'Data and other attributes'),
]


def _class(cls, name=None):
    """A class: its header, signature, own docstring, MRO when it has more than one base, then
    its attributes grouped by kind, first those it defines, then those it inherits, base by base."""
    realname = cls.__name__
    name = name or realname
    context = cls.__module__
    title = 'class ' + realname if name == realname else name + ' = class ' + realname
    if cls.__bases__:
        title += '(' + ', '.join(_class_name(b, context) for b in cls.__bases__) + ')'
    parts = []
    try:
        signature = str(inspect.signature(cls))
    except (ValueError, TypeError):
        signature = ''
    if signature and signature != '()':
        parts.append(realname + signature + '\n')
    doc = _own_doc(cls)
    if doc:
        parts.append(doc + '\n')
    mro = list(cls.__mro__)
    if len(mro) > 2:
        parts.append('Method resolution order:\n' +
                     ''.join('    ' + _class_name(c, context) + '\n' for c in mro))
    seen = set()
    sections = []
    for owner in mro:
        if owner is builtins.object and cls is not builtins.object:
            continue
        own = [(n, v) for n, v in _attributes(owner).items() if n not in seen and _visible(n)]
        seen.update(n for n, _ in own)
        for kind, heading in _SECTIONS:
            members = [(n, v) for n, v in own if _kind(owner, n, v) == kind]
            if not members:
                continue
            if owner is cls:
                heading += ' defined here:\n'
            else:
                heading += ' inherited from ' + _class_name(owner, context) + ':\n'
            body = [_member(cls, n, v, kind, context) for n, v in sorted(members, key=lambda item: item[0])]
            sections.append(heading + '\n' + '\n'.join(body))
    text = '\n'.join(parts)
    if sections:
        text += ('\n' if text else '') + ('\n' + _RULE + '\n').join(sections)
    lines = text.rstrip('\n').split('\n') if text else []
    return title + '\n' + ''.join(' |  ' + line + '\n' for line in lines)


def _own_doc(cls):
    # a class shows only its own docstring (a method's may come from the method it overrides)
    doc = cls.__dict__.get('__doc__')
    return inspect.cleandoc(doc) if isinstance(doc, str) else ''


class _InstanceSlot:
    """Stands for the __dict__ and __weakref__ descriptors a class statement gives its class."""

    def __get__(self, instance, owner=None):
        return self

    def __set__(self, instance, value):
        pass


def _attributes(owner):
    attributes = dict(owner.__dict__)
    # A class statement without __slots__ over bases that keep no instance dict gets the two
    # descriptors; Krait keeps them implicit, so they are shown as CPython lists them.
    if (owner.__module__ != 'builtins' and '__slots__' not in attributes
            and all(base.__module__ == 'builtins' and not issubclass(base, BaseException)
                    for base in owner.__bases__)):
        attributes.setdefault('__dict__', _InstanceSlot())
        attributes.setdefault('__weakref__', _InstanceSlot())
    return attributes


def _visible(name):
    if name in ('__dict__', '__weakref__', '__doc__', '__module__', '__qualname__',
                '__firstlineno__', '__static_attributes__'):
        return name in ('__dict__', '__weakref__')
    return True


def _member(cls, name, value, kind, context):
    if kind in ('method', 'class method', 'static method'):
        # as looked up on the class: a class method comes bound to it, a static one bare
        target = getattr(cls, name, value) if kind != 'method' else value
        if not inspect.isroutine(target):
            return _descriptor(name, value)
        return _routine(target, name, cls, context, _inherited_doc(cls, name, target))
    if kind in ('readonly property', 'data descriptor'):
        if isinstance(value, _InstanceSlot):
            return name + '\n    ' + _SLOT_DOCS[name] + '\n'
        return _descriptor(name, value)
    return _data(name, value)


_SLOT_DOCS = {'__dict__': 'dictionary for instance variables',
              '__weakref__': 'list of weak references to the object'}


def _module(module):
    name = module.__name__
    parts = ['NAME\n    ' + name + '\n']
    doc = getdoc(module)
    if doc:
        parts.append('DESCRIPTION\n' + _indent(doc) + '\n')
    members = [(n, v) for n, v in vars(module).items() if not n.startswith('_')]
    exported = getattr(module, '__all__', None)
    if exported is not None:
        members = [(n, v) for n, v in members if n in exported]
    classes = [(n, v) for n, v in members if inspect.isclass(v)]
    functions = [(n, v) for n, v in members if inspect.isroutine(v)]
    data = [(n, v) for n, v in members if not inspect.isclass(v) and not inspect.isroutine(v)
            and not inspect.ismodule(v)]
    if classes:
        parts.append('CLASSES\n' + '\n'.join(_indent(_class(v, n).rstrip('\n')) + '\n'
                                             for n, v in sorted(classes, key=lambda item: item[0])))
    if functions:
        parts.append('FUNCTIONS\n' + '\n'.join(_indent(_routine(v, n).rstrip('\n')) + '\n'
                                               for n, v in sorted(functions, key=lambda item: item[0])))
    if data:
        parts.append('DATA\n' + ''.join(_indent(_data(n, v).rstrip('\n')) + '\n'
                                        for n, v in sorted(data, key=lambda item: item[0])))
    return '\n'.join(parts)


def _namespace_of_tools(obj):
    values = list(vars(obj).values()) if hasattr(obj, '__dict__') else []
    return bool(values) and all(_stub_of(v) is not None for v in values)


def render_doc(thing, title='Help on %s:'):
    """The text help(thing) prints."""
    if isinstance(thing, str):
        found = _locate(thing)
        if found is None:
            raise ImportError('No Python documentation found for %r.' % thing)
        thing = found
    if _stub_of(thing) is not None:
        thing = _stub_of(thing)
    if inspect.ismodule(thing):
        return title % describe(thing) + '\n\n' + _module(thing)
    if inspect.isclass(thing):
        return title % _where(describe(thing), thing) + '\n\n' + _class(thing)
    if inspect.isroutine(thing):
        return title % _where(describe(thing), thing) + '\n\n' + _routine(thing)
    if isinstance(thing, property):
        return title % 'property' + '\n\n' + _descriptor('', thing).lstrip('\n')
    if _namespace_of_tools(thing):
        body = '\n'.join(_routine(_stub_of(v)) for _, v in sorted(vars(thing).items()))
        return title % type(thing).__name__ + '\n\n' + body
    cls = type(thing)
    return title % _where(describe(thing), cls) + '\n\n' + _class(cls)


def _where(description, obj):
    module = _module_of(obj)
    if inspect.ismethod(obj):
        module = _module_of(obj.__func__)
    if module is None and inspect.isbuiltin(obj):
        holder = getattr(obj, '__self__', None)
        if inspect.ismodule(holder):
            module = holder.__name__
    return description + (' in module ' + module if module else '')


def _locate(path):
    """What a dotted name in help('...') names: a builtin, a module, or an attribute of one."""
    parts = path.split('.')
    if len(parts) == 1 and hasattr(builtins, path):
        return getattr(builtins, path)
    if not all(part.isidentifier() for part in parts):
        return None
    for end in range(len(parts), 0, -1):
        namespace = {}
        try:
            exec('import ' + '.'.join(parts[:end]) + ' as found', namespace)
        except ImportError:
            continue
        found = namespace['found']
        for part in parts[end:]:
            if not hasattr(found, part):
                return None
            found = getattr(found, part)
        return found
    return None


class _Helper:
    """help(obj) prints the documentation of obj; help('name') looks the name up first."""

    def __repr__(self):
        return ('Type help() for interactive help, or help(object) for help about object.')

    def __call__(self, *args, **kwds):
        if not args and not kwds:
            print('There is no interactive help in this sandbox: call help(object) or help("name").')
            return None
        if kwds or len(args) > 1:
            raise TypeError('help() takes at most 1 argument (%d given)' % (len(args) + len(kwds)))
        thing = args[0]
        try:
            text = render_doc(thing)
        except ImportError as e:
            print(e.args[0])
            print('Use help() to get the interactive help utility.')
            print('Use help(str) for help on the str class.')
            return None
        print(text)
        return None


help = _Helper()
