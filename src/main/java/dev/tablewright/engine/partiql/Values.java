package dev.tablewright.engine.partiql;

import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The value of a literal term, its parameters filled in. */
final class Values {
    private Values() {
    }

    static AttributeValue resolve(Term t, List<AttributeValue> parameters) {
        if (t instanceof Term.Literal l) {
            return l.value();
        }
        if (t instanceof Term.Parameter p) {
            return parameters.get(p.index());
        }
        if (t instanceof Term.ListLiteral list) {
            List<AttributeValue> elements = new ArrayList<>();
            list.elements().forEach(e -> elements.add(resolve(e, parameters)));
            return new AttributeValue.L(elements);
        }
        if (t instanceof Term.MapLiteral map) {
            return new AttributeValue.M(entries(map, parameters));
        }
        throw new IllegalArgumentException("not a value: " + t);
    }

    static Map<String, AttributeValue> entries(Term.MapLiteral map, List<AttributeValue> parameters) {
        Map<String, AttributeValue> entries = new LinkedHashMap<>();
        for (int i = 0; i < map.keys().size(); i++) {
            entries.put(map.keys().get(i), resolve(map.values().get(i), parameters));
        }
        return entries;
    }
}
