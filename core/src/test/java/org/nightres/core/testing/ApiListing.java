package org.nightres.core.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The public API of a published module, as text, and the check that it is the recorded one.
 *
 * <p>The listing is made from the compiled module ({@code target/classes}): its descriptor
 * ({@code module-info.class}: requires, exports with their targets, opens, uses, provides), then
 * for every package the module exports to everybody, every public type in it (public and
 * protected member types included) with its supertypes and every public or protected
 * constructor, method and field it declares, with generic signatures. Package-private code,
 * synthetic and bridge members, and packages exported only to named modules (qualified exports)
 * are not API and are not listed. Lines are sorted, so the listing is the same on every build.
 *
 * <p>The recorded listing is {@code docs/api/<artifactId>.txt}. A module's {@code PublicApiTest}
 * calls {@link #check}; it fails on any difference, with the lines added and removed and how to
 * record the new listing when the change is deliberate: run the build with {@code
 * -Dnightres.api.update=true} and commit the changed file.
 */
public final class ApiListing {
  /** The system property that rewrites the recorded listings instead of comparing them. */
  public static final String UPDATE = "nightres.api.update";

  private static final String REGENERATE = "mvn -B -o test -Dtest=PublicApiTest"
      + " -Dsurefire.failIfNoSpecifiedTests=false -D" + UPDATE + "=true";

  private ApiListing() {}

  /**
   * Compares the API of the module compiled in {@code target/classes} (the working directory is
   * the module's directory, as under surefire) with {@code ../docs/api/<artifactId>.txt}, or
   * rewrites the latter when the system property {@value #UPDATE} is {@code true}.
   *
   * @param artifactId the module's Maven artifact, which names the listing
   * @param anchor a class of the module, whose class loader loads the others
   * @return the listing, for further checks
   */
  public static Listing check(String artifactId, Class<?> anchor) {
    Listing now = of(artifactId, Path.of("target", "classes"), anchor.getClassLoader());
    Path recorded = Path.of("..", "docs", "api", artifactId + ".txt").toAbsolutePath().normalize();
    try {
      if (Boolean.getBoolean(UPDATE)) {
        Files.createDirectories(recorded.getParent());
        Files.writeString(recorded, now.text(), StandardCharsets.UTF_8);
        System.out.println("ApiListing: wrote " + recorded);
      }
      if (!Files.exists(recorded)) {
        fail("No recorded API listing " + recorded + " for " + artifactId
            + ". Record it with: " + REGENERATE + ", and commit it.");
      }
      String before = Files.readString(recorded, StandardCharsets.UTF_8);
      if (!before.equals(now.text())) {
        fail("The public API of " + artifactId + " differs from the recorded listing " + recorded
            + ":\n" + difference(before, now.text())
            + "\nIf the change is deliberate, record the new API with: " + REGENERATE
            + " (from the project's root), and commit the changed docs/api/" + artifactId
            + ".txt with the change. If it is not, make the change package-private or move it"
            + " to a package the module does not export.");
      }
      return now;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The listing of the module compiled in {@code classes}.
   *
   * @param artifactId names the module in the listing's first line
   * @param classes the directory holding {@code module-info.class} and the classes
   * @param loader loads the module's classes
   */
  public static Listing of(String artifactId, Path classes, ClassLoader loader) {
    ModuleDescriptor module;
    try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
      module = ModuleDescriptor.read(in);
    } catch (IOException e) {
      throw new UncheckedIOException("no module descriptor in " + classes, e);
    }
    List<String> lines = new ArrayList<>();
    lines.add("# The public API of " + artifactId + ": its module descriptor and the public types");
    lines.add("# of the packages it exports to everybody. Checked by PublicApiTest; after a");
    lines.add("# deliberate change, record it again (from the project's root) with:");
    lines.add("#   " + REGENERATE);
    lines.add("");
    lines.addAll(descriptor(module));
    TreeMap<String, Integer> counts = new TreeMap<>();
    List<String> packages = module.exports().stream().filter(e -> !e.isQualified())
        .map(ModuleDescriptor.Exports::source).sorted().collect(Collectors.toList());
    for (String pkg : packages) {
      List<Class<?>> types = publicTypes(classes, pkg, loader);
      counts.put(pkg, types.size());
      lines.add("");
      lines.add("package " + pkg + " (" + types.size() + " public type"
          + (types.size() == 1 ? ")" : "s)"));
      for (Class<?> type : types) {
        lines.add("");
        lines.add(declaration(type));
        lines.addAll(members(type));
      }
    }
    return new Listing(module.name(), String.join("\n", lines) + "\n", counts);
  }

  /**
   * A module's API as text, and the number of public types of each package it exports to
   * everybody (member types included).
   */
  public record Listing(String module, String text, TreeMap<String, Integer> typesByPackage) {
    /** The public types of all unqualified exported packages. */
    public int types() {
      return typesByPackage.values().stream().mapToInt(Integer::intValue).sum();
    }
  }

  private static List<String> descriptor(ModuleDescriptor m) {
    List<String> out = new ArrayList<>();
    out.add("module " + m.name() + (m.isOpen() ? " (open)" : ""));
    List<String> body = new ArrayList<>();
    m.requires().stream().filter(r -> !r.name().equals("java.base"))
        .forEach(r -> body.add("requires " + r.modifiers().stream()
            .filter(x -> x != ModuleDescriptor.Requires.Modifier.MANDATED)
            .map(x -> x.toString().toLowerCase(Locale.ROOT) + " ").sorted()
            .collect(Collectors.joining()) + r.name()));
    m.exports().forEach(e -> body.add("exports " + e.source() + targets(e.targets())));
    m.opens().forEach(o -> body.add("opens " + o.source() + targets(o.targets())));
    m.uses().forEach(u -> body.add("uses " + u));
    m.provides().forEach(p -> body.add("provides " + p.service() + " with "
        + String.join(", ", p.providers().stream().sorted().collect(Collectors.toList()))));
    body.stream().sorted().forEach(l -> out.add("  " + l));
    return out;
  }

  private static String targets(Set<String> targets) {
    return targets.isEmpty() ? "" : " to " + String.join(", ", targets.stream().sorted()
        .collect(Collectors.toList()));
  }

  /** The public types of a package, top-level and member, by name. */
  private static List<Class<?>> publicTypes(Path classes, String pkg, ClassLoader loader) {
    Path dir = classes.resolve(pkg.replace('.', '/'));
    List<Class<?>> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : files.sorted().collect(Collectors.toList())) {
        String file = f.getFileName().toString();
        if (!file.endsWith(".class") || file.contains("$") || file.startsWith("package-info")) {
          continue;
        }
        Class<?> c = Class.forName(pkg + "." + file.substring(0, file.length() - 6), false,
            loader);
        if (Modifier.isPublic(c.getModifiers())) {
          addWithMembers(c, out);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
    out.sort((a, b) -> name(a).compareTo(name(b)));
    return out;
  }

  private static void addWithMembers(Class<?> c, List<Class<?>> out) {
    out.add(c);
    for (Class<?> m : c.getDeclaredClasses()) {
      if (visible(m.getModifiers()) && !m.isSynthetic()) {
        addWithMembers(m, out);
      }
    }
  }

  private static boolean visible(int modifiers) {
    return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
  }

  private static String declaration(Class<?> c) {
    StringBuilder sb = new StringBuilder();
    int mods = c.getModifiers();
    String kind;
    if (c.isAnnotation()) {
      kind = "@interface";
      mods &= ~(Modifier.ABSTRACT | Modifier.INTERFACE);
    } else if (c.isInterface()) {
      kind = "interface";
      mods &= ~(Modifier.ABSTRACT | Modifier.INTERFACE);
    } else if (c.isEnum()) {
      kind = "enum";
      mods &= ~(Modifier.FINAL | Modifier.ABSTRACT);
    } else if (c.isRecord()) {
      kind = "record";
      mods &= ~Modifier.FINAL;
    } else {
      kind = "class";
    }
    if (c.isEnum() || c.isRecord()) {
      mods &= ~Modifier.STATIC;
    } else if (c.isInterface() && c.getEnclosingClass() != null) {
      mods &= ~Modifier.STATIC;
    }
    String m = Modifier.toString(mods);
    sb.append(m.isEmpty() ? "" : m + " ");
    if (c.isSealed()) {
      sb.append("sealed ");
    }
    sb.append(kind).append(' ').append(name(c)).append(typeParameters(c.getTypeParameters()));
    Type sup = c.getGenericSuperclass();
    if (sup != null && sup != Object.class && !c.isEnum() && !c.isRecord()) {
      sb.append(" extends ").append(name(sup));
    }
    Type[] interfaces = c.getGenericInterfaces();
    if (interfaces.length > 0 && !c.isAnnotation()) {
      sb.append(c.isInterface() ? " extends " : " implements ").append(Arrays.stream(interfaces)
          .map(ApiListing::name).collect(Collectors.joining(", ")));
    }
    if (c.isSealed()) {
      sb.append(" permits ").append(Arrays.stream(c.getPermittedSubclasses()).map(ApiListing::name)
          .sorted().collect(Collectors.joining(", ")));
    }
    return sb.toString();
  }

  private static List<String> members(Class<?> c) {
    Set<String> out = new LinkedHashSet<>();
    for (Field f : c.getDeclaredFields()) {
      if (visible(f.getModifiers()) && !f.isSynthetic()) {
        out.add(Modifier.toString(f.getModifiers()) + " " + name(f.getGenericType()) + " "
            + f.getName());
      }
    }
    for (Constructor<?> k : c.getDeclaredConstructors()) {
      if (visible(k.getModifiers()) && !k.isSynthetic()) {
        out.add(executable(k, k.getModifiers(), "", c.getSimpleName()));
      }
    }
    for (Method m : c.getDeclaredMethods()) {
      if (visible(m.getModifiers()) && !m.isSynthetic() && !m.isBridge()) {
        int mods = m.getModifiers();
        if (c.isInterface()) {
          mods &= ~Modifier.ABSTRACT;
        }
        String prefix = m.isDefault() ? "default " : "";
        out.add(executable(m, mods, prefix + name(m.getGenericReturnType()) + " ", m.getName()));
      }
    }
    return out.stream().sorted().map(l -> "  " + l).collect(Collectors.toList());
  }

  private static String executable(Executable e, int modifiers, String returns, String name) {
    StringBuilder sb = new StringBuilder();
    String m = Modifier.toString(modifiers & ~(Modifier.TRANSIENT | Modifier.VOLATILE));
    sb.append(m.isEmpty() ? "" : m + " ").append(typeParameters(e.getTypeParameters()));
    if (e.getTypeParameters().length > 0) {
      sb.append(' ');
    }
    sb.append(returns).append(name).append('(');
    Type[] params = e.getGenericParameterTypes();
    if (params.length != e.getParameterCount()) { // an inner class's or enum's hidden parameters
      params = e.getParameterTypes();
    }
    for (int i = 0; i < params.length; i++) {
      String p = name(params[i]);
      if (e.isVarArgs() && i == params.length - 1 && p.endsWith("[]")) {
        p = p.substring(0, p.length() - 2) + "...";
      }
      sb.append(i == 0 ? "" : ", ").append(p);
    }
    sb.append(')');
    Type[] thrown = e.getGenericExceptionTypes();
    if (thrown.length > 0) {
      sb.append(" throws ").append(Arrays.stream(thrown).map(ApiListing::name).sorted()
          .collect(Collectors.joining(", ")));
    }
    return sb.toString();
  }

  private static String typeParameters(TypeVariable<?>[] vars) {
    if (vars.length == 0) {
      return "";
    }
    return Arrays.stream(vars).map(v -> {
      List<Type> bounds = Arrays.stream(v.getBounds()).filter(b -> b != Object.class)
          .collect(Collectors.toList());
      return v.getName() + (bounds.isEmpty() ? "" : " extends " + bounds.stream()
          .map(ApiListing::name).collect(Collectors.joining(" & ")));
    }).collect(Collectors.joining(", ", "<", ">"));
  }

  /** A type as source would write it, fully qualified ({@code Outer.Inner}, not {@code $}). */
  private static String name(Type t) {
    if (t instanceof Class<?> c) {
      if (c.isArray()) {
        return name(c.getComponentType()) + "[]";
      }
      return c.getCanonicalName() != null ? c.getCanonicalName() : c.getName();
    }
    if (t instanceof ParameterizedType p) {
      return name(p.getRawType()) + Arrays.stream(p.getActualTypeArguments())
          .map(ApiListing::name).collect(Collectors.joining(", ", "<", ">"));
    }
    if (t instanceof GenericArrayType a) {
      return name(a.getGenericComponentType()) + "[]";
    }
    if (t instanceof WildcardType w) {
      if (w.getLowerBounds().length > 0) {
        return "? super " + name(w.getLowerBounds()[0]);
      }
      Type[] upper = w.getUpperBounds();
      return upper.length == 0 || upper[0] == Object.class ? "?" : "? extends " + name(upper[0]);
    }
    if (t instanceof TypeVariable<?> v) {
      return v.getName();
    }
    return t.getTypeName();
  }

  /** The lines only in {@code before} ("- ") and only in {@code after} ("+ "), at most 60. */
  private static String difference(String before, String after) {
    List<String> a = before.lines().collect(Collectors.toList());
    List<String> b = after.lines().collect(Collectors.toList());
    Set<String> inA = new LinkedHashSet<>(a);
    Set<String> inB = new LinkedHashSet<>(b);
    List<String> out = new ArrayList<>();
    a.stream().filter(l -> !inB.contains(l)).forEach(l -> out.add("- " + l));
    b.stream().filter(l -> !inA.contains(l)).forEach(l -> out.add("+ " + l));
    if (out.isEmpty()) {
      out.add("(the same lines in another order)");
    }
    int shown = Math.min(out.size(), 60);
    String more = out.size() > shown ? "\n... and " + (out.size() - shown) + " more lines" : "";
    return String.join("\n", out.subList(0, shown)) + more;
  }
}
