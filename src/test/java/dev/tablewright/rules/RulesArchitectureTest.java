package dev.tablewright.rules;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

import org.junit.jupiter.api.Test;

/** The rules layer is pure Java over the model (DESIGN §2): no UI, SDK, JSON library or upper layer. */
class RulesArchitectureTest {

    @Test
    void rulesDependOnlyOnTheModel() {
        JavaClasses rules = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.tablewright.rules");
        noClasses().should().dependOnClassesThat().resideInAnyPackage("javafx..", "software.amazon..",
                "com.fasterxml..", "dev.tablewright.engine..", "dev.tablewright.format..", "dev.tablewright.aws..",
                "dev.tablewright.ui..", "dev.tablewright.cli..", "dev.tablewright.app..").check(rules);
    }
}
