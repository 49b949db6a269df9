package org.nightres.core.random;

import java.util.List;
import org.nightres.core.component.Component;
import org.nightres.core.component.Ref;
import org.nightres.core.component.StateChange;

/**
 * A component with each random selector replaced by the parameter that holds its drawn player
 * ({@link RandomChoices#components}), or each reference as a map says. Random selectors are
 * read only as a component's own players (its target, a mover's destination, an absence's
 * place); a change's second player is mapped too (a {@code stored(k)} there is bound; the parser
 * allows no random selector there); an inform's subject is as written, and so are the responses
 * of a trigger or a reaction (no random selector either).
 */
public final class Substitution implements Component.Visitor<Component> {
  private final java.util.function.UnaryOperator<Ref> map;

  Substitution(List<Ref> selectors, List<Ref> drawn) {
    this(r -> r.random() ? drawn.get(selectors.indexOf(r)) : r);
  }

  /**
   * A component with each reference replaced as {@code map} says, a trigger's responses too
   * (planning binds {@code stored(k)} this way, {@code org.nightres.core.plan.StoredTargets}).
   *
   * @param map the reference that replaces each reference (itself, to keep it)
   */
  public Substitution(java.util.function.UnaryOperator<Ref> map) {
    this.map = map;
  }

  private Ref map(Ref r) {
    return map.apply(r);
  }

  @Override
  public Component visitKill(Component.Kill c) {
    return new Component.Kill(map(c.target()), c.killClass());
  }

  @Override
  public Component visitResult(Component.Result c) {
    return c.aimedAt(map(c.target()));
  }

  @Override
  public Component visitRecruit(Component.Recruit c) {
    return new Component.Recruit(map(c.target()));
  }

  @Override
  public Component visitFruit(Component.Fruit c) {
    return new Component.Fruit(map(c.target()));
  }

  @Override
  public Component visitNotify(Component.Notify c) {
    return c.withNamed(map); // its text's stored targets too
  }

  @Override
  public Component visitChange(Component.Change c) {
    StateChange change = c.change();
    return new Component.Change(map(c.target()),
        change.other().map(o -> change.withOther(map(o))).orElse(change));
  }

  @Override
  public Component visitInform(Component.Inform c) {
    return new Component.Inform(map(c.target()), c.kind(), c.about());
  }

  @Override
  public Component visitVisit(Component.Visit c) {
    return new Component.Visit(map(c.target()));
  }

  @Override
  public Component visitProtect(Component.Protect c) {
    return new Component.Protect(map(c.target()), c.fromTags(), c.upTo(), c.everyKill(), c.by(),
        c.rank(), c.limit(), c.react());
  }

  @Override
  public Component visitBlock(Component.Block c) {
    return new Component.Block(map(c.target()), c.exceptTags(), c.onlyTags(), c.feedback(),
        c.chances());
  }

  @Override
  public Component visitRedirect(Component.Redirect c) {
    return new Component.Redirect(map(c.actorOf()), map(c.to()), c.onlyTags(), c.exceptTags());
  }

  @Override
  public Component visitSwap(Component.Swap c) {
    return new Component.Swap(map(c.first()), map(c.second()));
  }

  @Override
  public Component visitDeflect(Component.Deflect c) {
    return new Component.Deflect(map(c.holder()), map(c.to()), c.from(), c.onlyTags(),
        c.exceptTags());
  }

  @Override
  public Component visitUntargetable(Component.Untargetable c) {
    return new Component.Untargetable(map(c.target()), c.scope(), c.onlyTags(), c.exceptTags());
  }

  @Override
  public Component visitGuard(Component.Guard c) {
    return new Component.Guard(map(c.target()));
  }

  @Override
  public Component visitAbsent(Component.Absent c) {
    return new Component.Absent(map(c.holder()), map(c.at()), c.from());
  }

  @Override
  public Component visitTrigger(Component.Trigger c) {
    List<Component> response = new java.util.ArrayList<>(c.response().size());
    for (Component r : c.response()) { // no random selector there; stored(k) may be
      response.add(r.accept(this));
    }
    return c.with(map, response); // its player (stored(k)) too
  }

  @Override
  public Component visitDisguise(Component.Disguise c) {
    return new Component.Disguise(map(c.target()), c.as(), c.strength(), c.until());
  }

  @Override
  public Component visitCancel(Component.Cancel c) {
    return c; // on its holder: nothing to map
  }

  @Override
  public Component visitWhen(Component.When c) {
    return new Component.When(c.premises(), c.then().stream().map(x -> x.accept(this)).toList(),
        c.otherwise().stream().map(x -> x.accept(this)).toList());
  }
}
