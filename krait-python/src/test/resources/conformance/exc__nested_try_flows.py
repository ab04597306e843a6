def f(n):
    out = []
    try:
        try:
            out.append("inner try")
            if n == 0:
                raise ValueError
            if n == 1:
                raise TypeError
        except ValueError:
            out.append("inner except")
            raise KeyError("from inner")
        finally:
            out.append("inner finally")
    except KeyError as e:
        out.append("outer except " + str(e))
    except TypeError:
        out.append("outer type")
    finally:
        out.append("outer finally")
    return out
for n in range(3):
    print(f(n))
