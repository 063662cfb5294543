package dev.tablewright.ui.inspector;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.StreamView;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** What {@link KeptSection} offers and says, computed from the model: choices, the stream's notice, list steps. */
final class KeptChoices {
    private KeptChoices() {
    }

    /** Any entry (empty), then each attribute type. */
    static List<Optional<AttributeType>> entryTypes() {
        List<Optional<AttributeType>> types = new ArrayList<>();
        types.add(Optional.empty());
        for (AttributeType t : AttributeType.values()) {
            types.add(Optional.of(t));
        }
        return List.copyOf(types);
    }

    /** Why the stream, as set, cannot keep anything; empty when it carries both images. */
    static String streamNotice(TableDesign t) {
        Optional<StreamView> view = t.settings().stream();
        if (view.isEmpty()) {
            return "The table's stream is off: nothing keeps these items on DynamoDB.";
        }
        if (view.get() != StreamView.NEW_AND_OLD_IMAGES) {
            return "The table's stream carries " + view.get() + ": a kept entity needs new and old images "
                    + "(a total subtracts what an item was).";
        }
        return "";
    }

    /** The source's attributes, then the parts of its key templates it does not declare (both may be grouped by). */
    static List<String> sourceAttributes(Entity source) {
        Set<String> names = new LinkedHashSet<>();
        source.attributes().forEach(a -> names.add(a.name()));
        for (KeyTemplate k : source.keyTemplates().values()) {
            names.addAll(k.referencedAttributes());
        }
        return List.copyOf(names);
    }

    /** {@code base}, or base2, base3…: the first not in {@code used}. */
    static String fresh(String base, Set<String> used) {
        String name = base;
        for (int n = 2; used.contains(name); n++) {
            name = base + n;
        }
        return name;
    }

    /** Copies of the list with one element added, removed or replaced: the keeping's lists are immutable. */
    static <T> List<T> append(List<T> list, T value) {
        List<T> copy = new ArrayList<>(list);
        copy.add(value);
        return copy;
    }

    static <T> List<T> without(List<T> list, int index) {
        List<T> copy = new ArrayList<>(list);
        if (index >= 0 && index < copy.size()) {
            copy.remove(index);
        }
        return copy;
    }

    static <T> List<T> replaced(List<T> list, int index, T value) {
        List<T> copy = new ArrayList<>(list);
        copy.set(index, value);
        return copy;
    }
}
