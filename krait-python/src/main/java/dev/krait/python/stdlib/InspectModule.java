/*
 * inspect: the introspection agent code uses to look at the tools and values it was given —
 * the is* predicates (iscoroutinefunction to tell async tools from plain ones), signature() with
 * Signature/Parameter as CPython's, getdoc/cleandoc, getmembers, isabstract, unwrap. Nothing that
 * reaches frames, source files or the interpreter stack exists here (currentframe, stack,
 * getsource... are AttributeError), because Krait never exposes those objects.
 * The predicates that need the code flags are Java; Signature and Parameter are CPython's
 * classes in trimmed Python, compiled on first use of signature().
 */
package dev.krait.python.stdlib;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;

/** {@code inspect}. */
public final class InspectModule {
  private InspectModule() {}

  public static PyModule create() {
    PyModule m = new PyModule("inspect");
    predicate(m, "iscoroutinefunction", o -> hasFlag(o, CodeObject.COROUTINE));
    predicate(m, "isgeneratorfunction", o -> hasFlag(o, CodeObject.GENERATOR));
    predicate(m, "isasyncgenfunction", o -> hasFlag(o, CodeObject.ASYNC_GENERATOR));
    predicate(m, "iscoroutine", o -> typeName(o).equals("coroutine"));
    predicate(m, "isgenerator", o -> typeName(o).equals("generator"));
    predicate(m, "isasyncgen", o -> typeName(o).equals("async_generator"));
    predicate(m, "isawaitable", o -> typeName(o).equals("coroutine")
        || Ops.getattrOrNull(o.type(), "__await__", null) != null);
    predicate(m, "isfunction", o -> o instanceof PyFunction);
    predicate(m, "ismethod", InspectModule::isMethod);
    predicate(m, "isclass", o -> o instanceof PyType);
    predicate(m, "ismodule", o -> o instanceof PyModule);
    predicate(m, "isbuiltin", o -> typeName(o).equals("builtin_function_or_method"));
    predicate(m, "isroutine", o -> o instanceof PyFunction || typeName(o).equals("method")
        || typeName(o).equals("builtin_function_or_method") || typeName(o).equals("method_descriptor")
        || typeName(o).equals("wrapper_descriptor"));
    predicate(m, "isabstract", o -> o instanceof PyType t && Ops.truthy(Ops.getattrOrNull(t,
        "__abstractmethods__", PyTuple.EMPTY)));
    m.def("_signature_parts", (a, k) -> signatureParts(a));
    Support.defineOnFirstUse(m, LAZY, PYTHON_PART);
    return m;
  }

  private static final java.util.Set<String> LAZY = java.util.Set.of("signature", "Signature", "Parameter",
      "getdoc", "cleandoc", "getmembers", "unwrap", "getmodule", "BoundArguments", "isdatadescriptor",
      "ismethoddescriptor", "getattr_static");

  private static void predicate(PyModule m, String name, java.util.function.Predicate<PyObject> test) {
    m.def(name, (a, k) -> {
      Support.bind(name, a, k, new String[] {"object"}, 1);
      return PyBool.of(test.test(a[0]));
    });
  }

  /** A bound Python method; Krait binds builtin slot methods with the same type, CPython does not. */
  private static boolean isMethod(PyObject o) {
    if (!typeName(o).equals("method")) {
      return false;
    }
    PyObject f = Ops.getattrOrNull(o, "__func__", null);
    return f != null && !(f instanceof dev.krait.python.objects.PyBuiltinFunction)
        && !typeName(f).equals("method_descriptor") && !typeName(f).equals("wrapper_descriptor");
  }

  private static String typeName(PyObject o) {
    return o.type().name();
  }

  /** Functions, bound methods and functools.partial objects are unwrapped, as CPython's _has_code_flag. */
  private static boolean hasFlag(PyObject o, int flag) {
    for (int depth = 0; depth < 100; depth++) {
      if (o instanceof PyFunction f) {
        return (f.code.flags & flag) != 0;
      }
      String t = typeName(o);
      PyObject inner = t.equals("method") ? Ops.getattrOrNull(o, "__func__", null)
          : t.equals("partial") ? Ops.getattrOrNull(o, "func", null) : null;
      if (inner == null) {
        return false;
      }
      o = inner;
    }
    return false;
  }

  /**
   * (positional-only names, positional-or-keyword names, *args name or None, keyword-only names,
   * **kwargs name or None) of a Python function; None for anything else.
   */
  private static PyObject signatureParts(PyObject[] a) {
    if (a.length != 1 || !(a[0] instanceof PyFunction f)) {
      return PyNone.NONE;
    }
    CodeObject co = f.code;
    String[] v = co.varnames;
    int pos = co.argcount;
    int posonly = co.posonlyargcount;
    int kwonly = co.kwonlyargcount;
    int at = pos + kwonly;
    PyObject varargs = PyNone.NONE;
    PyObject varkw = PyNone.NONE;
    if ((co.flags & CodeObject.VARARGS) != 0) {
      varargs = PyStr.of(v[at++]);
    }
    if ((co.flags & CodeObject.VARKEYWORDS) != 0) {
      varkw = PyStr.of(v[at]);
    }
    return PyTuple.of(names(v, 0, posonly), names(v, posonly, pos), varargs, names(v, pos, pos + kwonly), varkw);
  }

  private static PyObject names(String[] v, int from, int to) {
    PyObject[] out = new PyObject[to - from];
    for (int i = from; i < to; i++) {
      out[i - from] = PyStr.of(v[i]);
    }
    return PyTuple.of(out);
  }

  private static final String PYTHON_PART = """
      import enum as _enum

      class _empty:
          pass

      class _ParameterKind(_enum.IntEnum):
          POSITIONAL_ONLY = 0
          POSITIONAL_OR_KEYWORD = 1
          VAR_POSITIONAL = 2
          KEYWORD_ONLY = 3
          VAR_KEYWORD = 4

          def __str__(self):
              return self._name_

          @property
          def description(self):
              return _PARAM_DESCRIPTIONS[self]

      _PARAM_DESCRIPTIONS = {
          _ParameterKind.POSITIONAL_ONLY: 'positional-only',
          _ParameterKind.POSITIONAL_OR_KEYWORD: 'positional or keyword',
          _ParameterKind.VAR_POSITIONAL: 'variadic positional',
          _ParameterKind.KEYWORD_ONLY: 'keyword-only',
          _ParameterKind.VAR_KEYWORD: 'variadic keyword',
      }

      def _annotation_repr(annotation):
          if isinstance(annotation, type):
              if annotation.__module__ == 'builtins':
                  return annotation.__qualname__
              return annotation.__module__ + '.' + annotation.__qualname__
          return repr(annotation)

      class Parameter:
          __slots__ = ('_name', '_kind', '_default', '_annotation')
          POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
          POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
          VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
          KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
          VAR_KEYWORD = _ParameterKind.VAR_KEYWORD
          empty = _empty

          def __init__(self, name, kind, *, default=_empty, annotation=_empty):
              try:
                  self._kind = _ParameterKind(kind)
              except ValueError:
                  raise ValueError(f'value {kind!r} is not a valid Parameter.kind')
              if default is not _empty and self._kind in (_ParameterKind.VAR_POSITIONAL, _ParameterKind.VAR_KEYWORD):
                  raise ValueError(f'{self._kind.description} parameters cannot have default values')
              self._default = default
              self._annotation = annotation
              if not isinstance(name, str):
                  raise TypeError('name must be a str, not a {}'.format(type(name).__name__))
              if not name.isidentifier():
                  raise ValueError('{!r} is not a valid parameter name'.format(name))
              self._name = name

          name = property(lambda self: self._name)
          default = property(lambda self: self._default)
          annotation = property(lambda self: self._annotation)
          kind = property(lambda self: self._kind)

          def replace(self, *, name=None, kind=None, default=None, annotation=None):
              return type(self)(self._name if name is None else name, self._kind if kind is None else kind,
                                default=self._default if default is None else default,
                                annotation=self._annotation if annotation is None else annotation)

          def __str__(self):
              kind = self.kind
              formatted = self._name
              if self._annotation is not _empty:
                  formatted = '{}: {}'.format(formatted, _annotation_repr(self._annotation))
              if self._default is not _empty:
                  if self._annotation is not _empty:
                      formatted = '{} = {}'.format(formatted, repr(self._default))
                  else:
                      formatted = '{}={}'.format(formatted, repr(self._default))
              if kind == _ParameterKind.VAR_POSITIONAL:
                  formatted = '*' + formatted
              elif kind == _ParameterKind.VAR_KEYWORD:
                  formatted = '**' + formatted
              return formatted

          def __repr__(self):
              return '<{} "{}">'.format(self.__class__.__name__, self)

          def __hash__(self):
              return hash((self.name, self.kind, self.annotation, self.default))

          def __eq__(self, other):
              if self is other:
                  return True
              if not isinstance(other, Parameter):
                  return NotImplemented
              return (self._name == other._name and self._kind == other._kind and
                      self._default == other._default and self._annotation == other._annotation)

      class BoundArguments:
          def __init__(self, signature, arguments):
              self.arguments = arguments
              self._signature = signature

          signature = property(lambda self: self._signature)

          @property
          def args(self):
              args = []
              for name, param in self._signature.parameters.items():
                  if param.kind in (_ParameterKind.VAR_KEYWORD, _ParameterKind.KEYWORD_ONLY):
                      break
                  try:
                      arg = self.arguments[name]
                  except KeyError:
                      break
                  if param.kind == _ParameterKind.VAR_POSITIONAL:
                      args.extend(arg)
                  else:
                      args.append(arg)
              return tuple(args)

          @property
          def kwargs(self):
              kwargs = {}
              kwargs_started = False
              for name, param in self._signature.parameters.items():
                  if not kwargs_started:
                      if param.kind in (_ParameterKind.VAR_KEYWORD, _ParameterKind.KEYWORD_ONLY):
                          kwargs_started = True
                      elif name not in self.arguments:
                          kwargs_started = True
                          continue
                  if not kwargs_started:
                      continue
                  try:
                      arg = self.arguments[name]
                  except KeyError:
                      pass
                  else:
                      if param.kind == _ParameterKind.VAR_KEYWORD:
                          kwargs.update(arg)
                      else:
                          kwargs[name] = arg
              return kwargs

          def apply_defaults(self):
              arguments = self.arguments
              new_arguments = []
              for name, param in self._signature.parameters.items():
                  try:
                      new_arguments.append((name, arguments[name]))
                  except KeyError:
                      if param.default is not _empty:
                          val = param.default
                      elif param.kind is _ParameterKind.VAR_POSITIONAL:
                          val = ()
                      elif param.kind is _ParameterKind.VAR_KEYWORD:
                          val = {}
                      else:
                          continue
                      new_arguments.append((name, val))
              self.arguments = dict(new_arguments)

          def __eq__(self, other):
              if self is other:
                  return True
              if not isinstance(other, BoundArguments):
                  return NotImplemented
              return self.signature == other.signature and self.arguments == other.arguments

          def __repr__(self):
              args = []
              for arg, value in self.arguments.items():
                  args.append('{}={!r}'.format(arg, value))
              return '<{} ({})>'.format(self.__class__.__name__, ', '.join(args))

      class Signature:
          __slots__ = ('_return_annotation', '_parameters')
          empty = _empty

          def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
              params = {}
              if parameters is not None:
                  top_kind = _ParameterKind.POSITIONAL_ONLY
                  seen_default = False
                  for param in parameters:
                      kind = param.kind
                      name = param.name
                      if __validate_parameters__:
                          if kind < top_kind:
                              msg = ('wrong parameter order: {} parameter before {} parameter')
                              msg = msg.format(top_kind.description, kind.description)
                              raise ValueError(msg)
                          elif kind > top_kind:
                              top_kind = kind
                          if kind in (_ParameterKind.POSITIONAL_ONLY, _ParameterKind.POSITIONAL_OR_KEYWORD):
                              if param.default is _empty:
                                  if seen_default:
                                      raise ValueError('non-default argument follows default argument')
                              else:
                                  seen_default = True
                      if name in params:
                          raise ValueError('duplicate parameter name: {!r}'.format(name))
                      params[name] = param
              self._parameters = params
              self._return_annotation = return_annotation

          @property
          def parameters(self):
              import types
              return types.MappingProxyType(self._parameters)

          return_annotation = property(lambda self: self._return_annotation)

          def replace(self, *, parameters=None, return_annotation=None):
              if parameters is None:
                  parameters = self._parameters.values()
              if return_annotation is None:
                  return_annotation = self._return_annotation
              return type(self)(parameters, return_annotation=return_annotation)

          def __eq__(self, other):
              if self is other:
                  return True
              if not isinstance(other, Signature):
                  return NotImplemented
              return (self._return_annotation == other._return_annotation and
                      list(self._parameters.items()) == list(other._parameters.items()))

          def __hash__(self):
              return hash((tuple(self._parameters.values()), self._return_annotation))

          def _bind(self, args, kwargs, *, partial=False):
              arguments = {}
              parameters = iter(self._parameters.values())
              parameters_ex = ()
              arg_vals = iter(args)
              while True:
                  try:
                      arg_val = next(arg_vals)
                  except StopIteration:
                      try:
                          param = next(parameters)
                      except StopIteration:
                          break
                      else:
                          if param.kind == _ParameterKind.VAR_POSITIONAL:
                              break
                          elif param.name in kwargs:
                              if param.kind == _ParameterKind.POSITIONAL_ONLY:
                                  msg = '{arg!r} parameter is positional only, but was passed as a keyword'
                                  raise TypeError(msg.format(arg=param.name)) from None
                              parameters_ex = (param,)
                              break
                          elif (param.kind == _ParameterKind.VAR_KEYWORD or param.default is not _empty):
                              parameters_ex = (param,)
                              break
                          else:
                              if partial:
                                  parameters_ex = (param,)
                                  break
                              else:
                                  msg = 'missing a required argument: {arg!r}'
                                  raise TypeError(msg.format(arg=param.name)) from None
                  else:
                      try:
                          param = next(parameters)
                      except StopIteration:
                          raise TypeError('too many positional arguments') from None
                      else:
                          if param.kind in (_ParameterKind.VAR_KEYWORD, _ParameterKind.KEYWORD_ONLY):
                              raise TypeError('too many positional arguments') from None
                          if param.kind == _ParameterKind.VAR_POSITIONAL:
                              values = [arg_val]
                              values.extend(arg_vals)
                              arguments[param.name] = tuple(values)
                              break
                          if param.name in kwargs and param.kind != _ParameterKind.POSITIONAL_ONLY:
                              raise TypeError('multiple values for argument {arg!r}'.format(arg=param.name)) from None
                          arguments[param.name] = arg_val
              kwargs_param = None
              import itertools
              for param in itertools.chain(parameters_ex, parameters):
                  if param.kind == _ParameterKind.VAR_KEYWORD:
                      kwargs_param = param
                      continue
                  if param.kind == _ParameterKind.VAR_POSITIONAL:
                      continue
                  param_name = param.name
                  try:
                      arg_val = kwargs.pop(param_name)
                  except KeyError:
                      if (not partial and param.kind != _ParameterKind.VAR_POSITIONAL and param.default is _empty):
                          raise TypeError('missing a required argument: {arg!r}'.format(arg=param_name)) from None
                  else:
                      if param.kind == _ParameterKind.POSITIONAL_ONLY:
                          raise TypeError('{arg!r} parameter is positional only, '
                                          'but was passed as a keyword'.format(arg=param.name))
                      arguments[param_name] = arg_val
              if kwargs:
                  if kwargs_param is not None:
                      arguments[kwargs_param.name] = kwargs
                  else:
                      raise TypeError('got an unexpected keyword argument {arg!r}'.format(arg=next(iter(kwargs))))
              return BoundArguments(self, arguments)

          def bind(self, /, *args, **kwargs):
              return self._bind(args, kwargs)

          def bind_partial(self, /, *args, **kwargs):
              return self._bind(args, kwargs, partial=True)

          def __repr__(self):
              return '<{} {}>'.format(self.__class__.__name__, self)

          def __str__(self):
              result = []
              render_pos_only_separator = False
              render_kw_only_separator = True
              for param in self.parameters.values():
                  formatted = str(param)
                  kind = param.kind
                  if kind == _ParameterKind.POSITIONAL_ONLY:
                      render_pos_only_separator = True
                  elif render_pos_only_separator:
                      result.append('/')
                      render_pos_only_separator = False
                  if kind == _ParameterKind.VAR_POSITIONAL:
                      render_kw_only_separator = False
                  elif kind == _ParameterKind.KEYWORD_ONLY and render_kw_only_separator:
                      result.append('*')
                      render_kw_only_separator = False
                  result.append(formatted)
              if render_pos_only_separator:
                  result.append('/')
              rendered = '({})'.format(', '.join(result))
              if self.return_annotation is not _empty:
                  anno = _annotation_repr(self.return_annotation)
                  rendered += ' -> {}'.format(anno)
              return rendered

          @classmethod
          def from_callable(cls, obj, *, follow_wrapped=True):
              return signature(obj, follow_wrapped=follow_wrapped)

      def unwrap(func, *, stop=None):
          f = func
          memo = {id(f): f}
          recursion_limit = 100
          while hasattr(func, '__wrapped__') and (stop is None or not stop(func)):
              func = func.__wrapped__
              id_func = id(func)
              if (id_func in memo) or (len(memo) >= recursion_limit):
                  raise ValueError('wrapper loop when unwrapping {!r}'.format(f))
              memo[id_func] = func
          return func

      def _function_signature(func, skip_first=False):
          posonly, pos, varargs, kwonly, varkw = _signature_parts(func)
          annotations = func.__annotations__
          defaults = func.__defaults__ or ()
          kwdefaults = func.__kwdefaults__ or {}
          params = []
          positional = list(posonly) + list(pos)
          first_default = len(positional) - len(defaults)
          for i, name in enumerate(positional):
              kind = _ParameterKind.POSITIONAL_ONLY if i < len(posonly) else _ParameterKind.POSITIONAL_OR_KEYWORD
              default = defaults[i - first_default] if i >= first_default else _empty
              params.append(Parameter(name, kind, default=default, annotation=annotations.get(name, _empty)))
          if varargs is not None:
              params.append(Parameter(varargs, _ParameterKind.VAR_POSITIONAL,
                                      annotation=annotations.get(varargs, _empty)))
          for name in kwonly:
              params.append(Parameter(name, _ParameterKind.KEYWORD_ONLY, default=kwdefaults.get(name, _empty),
                                      annotation=annotations.get(name, _empty)))
          if varkw is not None:
              params.append(Parameter(varkw, _ParameterKind.VAR_KEYWORD, annotation=annotations.get(varkw, _empty)))
          if skip_first:
              params = params[1:]
          return Signature(params, return_annotation=annotations.get('return', _empty),
                           __validate_parameters__=False)

      def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
          if not callable(obj):
              raise TypeError('{!r} is not a callable object'.format(obj))
          if follow_wrapped:
              obj = unwrap(obj, stop=lambda f: hasattr(f, '__signature__'))
          sig = getattr(obj, '__signature__', None)
          if sig is not None:
              if not isinstance(sig, Signature):
                  raise TypeError('unexpected object {!r} in __signature__ attribute'.format(sig))
              return sig
          if type(obj).__name__ == 'method':
              return _function_signature_of(obj.__func__, True)
          if _signature_parts(obj) is not None:
              return _function_signature(obj)
          if type(obj).__name__ == 'partial':
              wrapped = signature(obj.func)
              bound = wrapped.bind_partial(*obj.args, **obj.keywords)
              params = []
              for name, param in wrapped.parameters.items():
                  if name in bound.arguments and param.kind in (_ParameterKind.POSITIONAL_ONLY,
                                                                 _ParameterKind.POSITIONAL_OR_KEYWORD):
                      if name in obj.keywords:
                          params.append(param.replace(kind=_ParameterKind.KEYWORD_ONLY, default=obj.keywords[name]))
                      continue
                  if name in obj.keywords:
                      params.append(param.replace(kind=_ParameterKind.KEYWORD_ONLY, default=obj.keywords[name]))
                  else:
                      params.append(param)
              return Signature(params, return_annotation=wrapped.return_annotation, __validate_parameters__=False)
          if isinstance(obj, type):
              init = obj.__init__
              if _signature_parts(init) is not None:
                  return _function_signature(init, True)
              raise ValueError('no signature found for builtin type {!r}'.format(obj))
          call = getattr(type(obj), '__call__', None)
          if call is not None and _signature_parts(call) is not None:
              return _function_signature(call, True)
          raise ValueError('no signature found for builtin {!r}'.format(obj))

      def _function_signature_of(func, skip_first):
          if _signature_parts(func) is not None:
              return _function_signature(func, skip_first)
          sig = signature(func)
          return sig.replace(parameters=list(sig.parameters.values())[1:]) if skip_first else sig

      def cleandoc(doc):
          try:
              lines = doc.expandtabs().split('\\n')
          except UnicodeError:
              return None
          else:
              margin = 1 << 62
              for line in lines[1:]:
                  content = len(line.lstrip())
                  if content:
                      indent = len(line) - content
                      margin = min(margin, indent)
              if lines:
                  lines[0] = lines[0].lstrip()
              if margin < (1 << 62):
                  for i in range(1, len(lines)):
                      lines[i] = lines[i][margin:]
              while lines and not lines[-1]:
                  lines.pop()
              while lines and not lines[0]:
                  lines.pop(0)
              return '\\n'.join(lines)

      def getdoc(object):
          try:
              doc = object.__doc__
          except AttributeError:
              return None
          if doc is None:
              if isinstance(object, type):
                  for base in object.__mro__[1:]:
                      if base is object:
                          continue
                      d = base.__doc__
                      if d is not None and base is not __builtins__.get('object', None):
                          doc = d
                          break
              if doc is None:
                  return None
          if not isinstance(doc, str):
              return None
          return cleandoc(doc)

      def getmembers(object, predicate=None):
          results = []
          for key in dir(object):
              try:
                  value = getattr(object, key)
              except AttributeError:
                  continue
              if not predicate or predicate(value):
                  results.append((key, value))
          results.sort(key=lambda pair: pair[0])
          return results

      def getmodule(object, _filename=None):
          import sys
          if isinstance(object, type(sys)):
              return object
          name = getattr(object, '__module__', None)
          return sys.modules.get(name) if name else None

      def isdatadescriptor(object):
          if isinstance(object, type) or type(object).__name__ in ('function', 'method'):
              return False
          tp = type(object)
          return hasattr(tp, '__set__') or hasattr(tp, '__delete__')

      def ismethoddescriptor(object):
          if isinstance(object, type) or type(object).__name__ in ('function', 'method'):
              return False
          tp = type(object)
          return hasattr(tp, '__get__') and not hasattr(tp, '__set__')

      def getattr_static(obj, attr, default=_empty):
          for klass in ([obj] if isinstance(obj, type) else []) + list(type(obj).__mro__ if not isinstance(obj, type) else obj.__mro__):
              if attr in getattr(klass, '__dict__', {}):
                  return klass.__dict__[attr]
          d = getattr(obj, '__dict__', None)
          if isinstance(d, dict) and attr in d:
              return d[attr]
          if default is not _empty:
              return default
          raise AttributeError(attr)
      """;
}
