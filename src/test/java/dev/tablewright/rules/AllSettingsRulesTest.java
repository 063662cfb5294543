package dev.tablewright.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.TableSettings;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Every setting DynamoDB has, each set to a legal value ({@link AllSettings#model()}): no rule objects.
 */
class AllSettingsRulesTest {
    @Test
    void theModelWithEverySettingHasNoError() {
        Check.noneOf(AllSettings.model(), Severity.ERROR);
    }

    /** The settings add nothing: each table reports what the same table with default settings does. */
    @Test
    void theSettingsAddNoProblem() {
        for (TableDesign t : AllSettings.model().tables()) {
            List<Problem> plain = ModelValidator.validate(Settings.model(t.withSettings(TableSettings.DEFAULT)));
            assertEquals(plain, ModelValidator.validate(Settings.model(t)), t.name());
        }
    }
}
