package dev.tablewright.ui.common;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.Property;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The listeners and bindings a view makes on a ViewModel, kept so they can all be undone when the
 * view goes away (a grid's tab is removed): nothing the ViewModel owns then points at the view.
 */
public final class Ties {
    private final List<Runnable> undo = new ArrayList<>();

    /** {@code target} follows {@code source} until {@link #release()}. */
    public <T> void bind(Property<T> target, ObservableValue<? extends T> source) {
        target.bind(source);
        undo.add(target::unbind);
    }

    public <T> void bindBidirectional(Property<T> view, Property<T> model) {
        view.bindBidirectional(model);
        undo.add(() -> view.unbindBidirectional(model));
    }

    /** Runs {@code action} on every change of {@code list}. */
    public <E> void onChange(ObservableList<E> list, Runnable action) {
        ListChangeListener<E> l = c -> action.run();
        list.addListener(l);
        undo.add(() -> list.removeListener(l));
    }

    /** Calls {@code action} with every new value of {@code value}. */
    public <T> void onChange(ObservableValue<T> value, Consumer<? super T> action) {
        ChangeListener<T> l = (o, a, b) -> action.accept(b);
        value.addListener(l);
        undo.add(() -> value.removeListener(l));
    }

    /** Anything else to undo on release. */
    public void onRelease(Runnable action) {
        undo.add(action);
    }

    /** Undoes every tie, newest first. */
    public void release() {
        for (int i = undo.size() - 1; i >= 0; i--) {
            undo.get(i).run();
        }
        undo.clear();
    }
}
